/// The words the ``CatalogGenerator`` builds books from: names from many languages (with
/// diacritics, and some in Chinese, Japanese and Korean script), title words and description phrases.
enum GeneratorVocabulary {
    static let givenNames = [
        "Matt", "Jacqueline", "Jason", "Renée", "José", "Zoë", "Chidi", "Ngozi", "Aarav", "Priya",
        "Xóchitl", "Juana", "Kwame", "Nnedi", "Yuyi", "Grace", "Linh", "Thanhhà", "Minh", "Meg",
        "Sofía", "Mónica", "Tomás", "Inés", "Ramón", "Lupita", "Adébáyọ̀", "Oluwaseun", "Amara", "Tiffany",
        "Derrick", "Kadir", "Elif", "Şükrü", "Ayşe", "Nikki", "Jewell", "Carmen", "Erin", "Daniel",
        "Björn", "Søren", "Zainab", "Hafsa", "Imani", "Malik", "Nicola", "Angie", "Ibi", "Ashley",
        "Kekla", "Rita", "Mitali", "Padma", "Tae", "Kenji", "Hiromi", "Noé", "Alejandro", "Paola",
    ]

    static let familyNames = [
        "de la Peña", "Woodson", "Reynolds", "Nguyễn", "García", "Muñoz", "Okafor", "Adeyemi", "Patel",
        "Morales", "Yoon", "Lin", "Lai", "Medina", "Cisneros", "Alexander", "Díaz", "Pérez", "Jiménez",
        "Acevedo", "Thomas", "Zoboi", "Barnes", "Brantley-Newton", "Çelik", "Yılmaz", "Öztürk", "Đặng",
        "Trần", "Phạm", "Nakamura", "Takahashi", "Kim", "Park", "Choi", "Okorafor", "Mbalia", "Ahmed",
        "Khan", "Giovanni", "Magoon", "Williams-Garcia", "Perkins", "Bryan", "Ewing", "Cordova", "Gómez",
        "Hernández", "Sánchez", "Ramírez", "Ruiz", "Núñez", "Ibáñez", "Castañeda", "Quiñones", "Brown",
    ]

    /// Whole names written in Chinese, Japanese or Korean script.
    static let cjkNames = [
        "林美玲", "陈小明", "王芳", "山田太郎", "佐藤花子", "鈴木一郎", "김민준", "이서연", "박지훈", "張偉",
    ]

    /// Whole titles written in Chinese, Japanese or Korean script.
    static let cjkTitles = [
        "月亮的故事", "小さな星の旅", "바다와 소녀", "春天的花园", "おばあちゃんの台所", "하늘을 나는 꿈",
        "龙的孩子", "雨の日の約束", "우리 동네 도서관", "灯笼节",
    ]

    static let adjectives = [
        "Brave", "Quiet", "Golden", "Hidden", "Little", "Secret", "Wild", "Bright", "Last", "First",
        "Dancing", "Singing", "Sleepy", "Stormy", "Silver", "Painted", "Lost", "Lucky", "Magic", "Midnight",
        "Crooked", "Gentle", "Fierce", "Marvelous", "Faraway", "Tiny", "Enormous", "Curious", "Patient", "Restless",
    ]

    static let nouns = [
        "Moon", "River", "Dragon", "Garden", "Kitchen", "Bicycle", "Library", "Mountain", "Drum", "Lantern",
        "Market", "Island", "Feather", "Kite", "Bridge", "Storm", "Quilt", "Song", "Window", "Harbor",
        "Tamale", "Mango", "Crown", "Braids", "Sneakers", "Robot", "Comet", "Volcano", "Jaguar", "Hummingbird",
        "Grandmother", "Abuela", "Cousin", "Neighbor", "Teacher", "Street", "Summer", "Winter", "Rain", "Sky",
    ]

    static let places = [
        "Harlem", "Oaxaca", "Lagos", "Saigon", "Chicago", "the Bronx", "Accra", "Havana", "Manila", "Seoul",
        "San Juan", "Detroit", "Mumbai", "Nairobi", "Kyoto", "Querétaro", "Bogotá", "São Paulo", "Montréal", "Hà Nội",
    ]

    static let verbs = [
        "discovers", "remembers", "builds", "loses", "finds", "paints", "chases", "follows", "imagines", "repairs",
        "plants", "cooks", "writes", "sings about", "dreams of", "searches for", "protects", "shares", "trades", "carries",
    ]

    static let objects = [
        "a forgotten map", "her grandmother's recipe", "a broken radio", "the neighborhood garden",
        "a stray dog", "an old family photograph", "the school science fair", "a letter from far away",
        "his cousin's bicycle", "the summer festival", "a mysterious key", "the community pool",
        "a basketball tournament", "a jar of fireflies", "the city bus", "a handmade kite",
    ]

    static let endings = [
        "and learns what home really means", "while the whole block watches",
        "before the first snow falls", "with help from an unlikely friend",
        "and finds the courage to speak up", "during the longest summer of their lives",
        "as the family prepares to move", "even though no one believes them",
        "and discovers a talent nobody expected", "while keeping a secret from everyone",
    ]

    static let themes = [
        "A celebration of family, food and belonging.", "A story about friendship across languages.",
        "Told in verse, it is funny and tender by turns.", "Full of music, color and the sounds of the city.",
        "A gentle look at grief, memory and hope.", "An adventure with dragons, riddles and a stubborn hero.",
        "Based on the author's own childhood.", "Winner of many awards and loved by readers of all ages.",
        "A graphic novel with bold, bright art.", "A quiet book about patience and paying attention.",
    ]
}
