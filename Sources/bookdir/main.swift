Bookdir.main()
