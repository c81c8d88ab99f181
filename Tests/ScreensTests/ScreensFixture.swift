import Screens
import Catalog
import TestSupport
import Search

/// The catalog the screen tests run on: 29 books of the bundled catalog, from every category,
/// with authors of several books (Jacqueline Woodson has nine here) for "More by this author".
enum ScreensFixture {
    static let books: [Book] = [
        Book(id: "last-stop-on-market-street", title: "Last Stop on Market Street", author: "Matt de la Peña", category: .pictureBook,
             description: "CJ rides a city bus across town with his grandmother after church, and she helps him see beauty in the people and places around them on the way to the soup kitchen where they volunteer.", year: 2015),
        Book(id: "carmela-full-of-wishes", title: "Carmela Full of Wishes", author: "Matt de la Peña", category: .pictureBook,
             description: "On her seventh birthday, Carmela finally gets to tag along on her big brother's errands, and when she finds a dandelion she wonders what to wish for, thinking of her father who is far away.", year: 2018),
        Book(id: "milo-imagines-the-world", title: "Milo Imagines the World", author: "Matt de la Peña", category: .pictureBook,
             description: "On a long subway ride with his sister, Milo draws the lives he imagines for the strangers around him, and learns something about assumptions when they reach their destination: a visit to their mother in prison.", year: 2021),
        Book(id: "love", title: "Love", author: "Matt de la Peña", category: .pictureBook,
             description: "A lyrical picture book about the many forms love takes in a child's life, from joyful moments to hard ones.", year: 2018),
        Book(id: "the-undefeated", title: "The Undefeated", author: "Kwame Alexander", category: .pictureBook,
             description: "A poem honoring the endurance, achievements and sorrows of Black Americans, from athletes and artists to activists and everyday heroes.", year: 2019),
        Book(id: "the-other-side", title: "The Other Side", author: "Jacqueline Woodson", category: .pictureBook,
             description: "A fence divides the Black and white sides of a town, and two girls, Clover and Annie, find a way to become friends by sitting on top of it together.", year: 2001),
        Book(id: "jada-jones-rock-star", title: "Jada Jones: Rock Star", author: "Kelly Starling Lyons", category: .chapterBook,
             description: "Fourth grader Jada Jones loves collecting rocks, and after her best friend moves away, a class rock project becomes her chance to make new friends.", year: 2017),
        Book(id: "jada-jones-class-act", title: "Jada Jones: Class Act", author: "Kelly Starling Lyons", category: .chapterBook,
             description: "The second book about Jada Jones, a science-loving Black fourth grader, finds her facing new challenges of friendship and leadership at school."),
        Book(id: "jada-jones-sassy-scientist", title: "Jada Jones: Sassy Scientist", author: "Kelly Starling Lyons", category: .chapterBook,
             description: "Jada Jones, a fourth grader who loves science, puts her curiosity to work in this third book of the series."),
        Book(id: "ruby-lu-brave-and-true", title: "Ruby Lu, Brave and True", author: "Lenore Look", category: .chapterBook,
             description: "Almost-eight-year-old Ruby Lu, a lively Chinese American girl, practices magic tricks, puts up with Chinese school and keeps an eye on her baby brother in a string of funny episodes.", year: 2004),
        Book(id: "ruby-lu-empress-of-everything", title: "Ruby Lu, Empress of Everything", author: "Lenore Look", category: .chapterBook,
             description: "Ruby Lu's relatives arrive from China to live with her family, including her cousin Flying Duck, who is deaf, and Ruby's life is turned upside down.", year: 2006),
        Book(id: "alvin-ho-allergic-to-girls-school-and-other-scary-things", title: "Alvin Ho: Allergic to Girls, School, and Other Scary Things", author: "Lenore Look", category: .chapterBook,
             description: "Second grader Alvin Ho is afraid of nearly everything and can't speak a word at school, though at home he's a loud superhero called Firecracker Man.", year: 2008),
        Book(id: "brown-girl-dreaming", title: "Brown Girl Dreaming", author: "Jacqueline Woodson", category: .middleGrade,
             description: "A memoir in verse about the author's childhood in the 1960s and 1970s, split between Ohio, South Carolina and Brooklyn. She writes about family, faith, the civil rights era and her slow discovery that she wants to be a writer.", year: 2014),
        Book(id: "harbor-me", title: "Harbor Me", author: "Jacqueline Woodson", category: .middleGrade,
             description: "Six students are given a classroom of their own to talk in every Friday afternoon. As they share their fears, including one boy's worry about his father being held by immigration authorities, they learn to look after one another.", year: 2018),
        Book(id: "locomotion", title: "Locomotion", author: "Jacqueline Woodson", category: .middleGrade,
             description: "Eleven-year-old Lonnie lost his parents in a fire and was separated from his little sister. Encouraged by his teacher, he writes poems about his grief, his foster home and his hope of staying close to his sister.", year: 2003),
        Book(id: "feathers", title: "Feathers", author: "Jacqueline Woodson", category: .middleGrade,
             description: "In 1971, sixth grader Frannie thinks about hope, faith and belonging when a new boy the class calls \"Jesus Boy\" arrives at her school. At home she worries about her mother's health and her deaf older brother.", year: 2007),
        Book(id: "after-tupac-and-d-foster", title: "After Tupac & D Foster", author: "Jacqueline Woodson", category: .middleGrade,
             description: "Two best friends in Queens meet D, a foster girl who shares their love of Tupac Shakur's music. Over two years the three girls' friendship grows as they think about fate, family and finding their own purpose.", year: 2008),
        Book(id: "before-the-ever-after", title: "Before the Ever After", author: "Jacqueline Woodson", category: .middleGrade,
             description: "ZJ's father was a star professional football player, but now he suffers from headaches, memory loss and mood swings caused by the game. Told in verse, ZJ leans on music and his friends as his family faces the changes.", year: 2020),
        Book(id: "the-hate-u-give", title: "The Hate U Give", author: "Angie Thomas", category: .youngAdult,
             description: "Sixteen-year-old Starr Carter moves between her poor, mostly Black neighborhood and her wealthy, mostly white prep school. After she witnesses a police officer shoot her unarmed childhood friend Khalil, she must decide whether to speak out.", year: 2017),
        Book(id: "on-the-come-up", title: "On the Come Up", author: "Angie Thomas", category: .youngAdult,
             description: "Bri, a sixteen-year-old in Garden Heights, wants to become a great rapper like her late father. When her first song goes viral for the wrong reasons and her family faces money trouble, she must decide who she wants to be.", year: 2019),
        Book(id: "concrete-rose", title: "Concrete Rose", author: "Angie Thomas", category: .youngAdult,
             description: "In this prequel to The Hate U Give, seventeen-year-old Maverick Carter sells drugs for a gang in Garden Heights. When he learns he is a father, he tries to leave that life behind.", year: 2021),
        Book(id: "the-poet-x", title: "The Poet X", author: "Elizabeth Acevedo", category: .youngAdult,
             description: "Xiomara Batista, a Dominican American teen in Harlem, pours her feelings into poems she hides from her strict, religious mother. When she is invited to join a slam poetry club, she must find the courage to be heard. Told in verse.", year: 2018),
        Book(id: "with-the-fire-on-high", title: "With the Fire on High", author: "Elizabeth Acevedo", category: .youngAdult,
             description: "Emoni Santiago, a teen mother in Philadelphia, has a gift for cooking. A culinary arts class and a chance to travel abroad test how she will balance her responsibilities and her dreams.", year: 2019),
        Book(id: "clap-when-you-land", title: "Clap When You Land", author: "Elizabeth Acevedo", category: .youngAdult,
             description: "Camino lives in the Dominican Republic and Yahaira lives in New York City. When their father dies in a plane crash, each girl learns that she has a sister she never knew about. Told in verse.", year: 2020),
        Book(id: "each-kindness", title: "Each Kindness", author: "Jacqueline Woodson", category: .pictureBook,
             description: "Chloe and her friends shun Maya, a new girl in shabby clothes, and when a teacher's lesson about kindness comes too late, Chloe is left regretting a missed chance.", year: 2012),
        Book(id: "the-day-you-begin", title: "The Day You Begin", author: "Jacqueline Woodson", category: .pictureBook,
             description: "Children who feel different from their classmates, because of their looks, their lunches or their summers, discover that sharing their own stories helps them connect.", year: 2018),
        Book(id: "ghost", title: "Ghost", author: "Jason Reynolds", category: .middleGrade,
             description: "Castle Cranshaw, who calls himself Ghost, has been running since the night his father fired a gun at him and his mother. A coach sees his speed and recruits him to an elite track team, where he must learn to run toward something.", year: 2016),
        Book(id: "patina", title: "Patina", author: "Jason Reynolds", category: .middleGrade,
             description: "Patty, a fast runner on the Defenders track team, lives with her uncle and aunt because her mother lost her legs to diabetes. She struggles with a new school and learns she cannot carry everything alone.", year: 2017),
        Book(id: "sunny", title: "Sunny", author: "Jason Reynolds", category: .middleGrade,
             description: "Sunny, the Defenders' top distance runner, would rather dance than run. He switches to the discus and, through his diary-like voice, begins to deal with his grief over his mother's death.", year: 2018),
    ]
}

/// The app over a fake store, as most screen tests drive it.
typealias ScreensHarness = AppHarness<FakeBookStore>

extension AppHarness where Store == FakeBookStore {
    /// The app over a fake store holding ``ScreensFixture/books``.
    convenience init(holdJobs: Bool = false, width: Int = 80, height: Int = 24, keys: KeyTables = .standard) {
        self.init(store: FakeBookStore(books: ScreensFixture.books), holdJobs: holdJobs, width: width, height: height, keys: keys)
    }
}
