import type { DetailKind } from "@/lib/reading/intents";

// Things she might name that are worth weaving back into a reply. Each entry is "display|alias|…":
// the first form is how the reply writes it, the rest are other ways she might type it (matching is
// case-insensitive unless the entry sits in CASE_SENSITIVE). Entries are written so the display form
// reads naturally in the detail lines for its kind: foods as plurals or mass nouns ("good tacos"),
// places and titles as proper nouns. Keep an entry out if it is also a common word ("Nice", "Turkey").

export interface LexiconEntry {
  forms: string[];
  en: string;
  hi: string;
  kind: DetailKind;
}

const FOODS = [
  "sushi", "pizza|pizzas", "biryani|biriyani", "momos|momo", "pasta", "ramen", "tacos|taco", "burgers|burger",
  "dosa|dosas|masala dosa", "idli|idlis", "masala chai", "cold coffee", "filter coffee", "coffee", "chai", "Maggi",
  "pani puri|golgappe|gol gappe|golgappa|puchka|puchkas", "butter chicken", "paneer tikka", "chole bhature|chole bhatore",
  "rajma chawal|rajma", "pav bhaji", "vada pav|vada pao", "samosas|samosa", "parathas|paratha|aloo paratha",
  "ice cream|icecream", "cheesecake", "brownies|brownie", "dim sum", "dumplings", "noodles", "shawarma",
  "kebabs|kebab", "dal makhani", "thali", "pho", "pad thai", "khichdi", "poha", "jalebis|jalebi", "gulab jamun",
  "rasmalai|ras malai", "kulfi", "falooda", "lassi", "mangoes|mango", "pancakes|pancake", "waffles|waffle",
  "croissants|croissant", "nachos", "fries", "mac and cheese|mac n cheese", "sourdough", "chocolate", "bubble tea|boba",
  "matcha", "sandwiches|sandwich", "steak", "tiramisu", "Chinese food|chinese", "Thai food", "Italian food",
  "South Indian food|south indian", "street food", "chaat", "kathi rolls|kathi roll", "Korean food", "Mexican food",
];

const PLACES = [
  "Goa", "Manali", "Mumbai|bombay", "Delhi", "Bangalore|bengaluru|blr", "Jaipur", "Udaipur", "Jodhpur", "Rishikesh",
  "Kasol", "Ladakh", "Leh", "Spiti", "Kerala", "Pondicherry|pondy|puducherry", "Shimla", "Darjeeling", "Sikkim",
  "Meghalaya", "Andaman|andamans", "Varanasi|banaras", "Amritsar", "Mussoorie", "Nainital", "Lonavala", "Alibaug",
  "Kashmir", "Srinagar", "Gulmarg", "Munnar", "Coorg", "Ooty", "Gokarna", "Hampi", "Kolkata|calcutta", "Chennai",
  "Hyderabad", "Pune", "Ahmedabad", "Chandigarh", "Lucknow", "Bali", "Thailand", "Bangkok", "Phuket", "Dubai",
  "Singapore", "Vietnam", "Japan", "Tokyo", "Kyoto", "Seoul", "South Korea", "Paris", "London", "Amsterdam",
  "Barcelona", "Spain", "Italy", "Rome", "Venice", "Greece", "Santorini", "Switzerland", "Iceland", "Prague",
  "Berlin", "Lisbon", "Portugal", "Europe", "New York|nyc", "San Francisco", "Sri Lanka", "Maldives", "Nepal",
  "Bhutan", "Kathmandu", "Istanbul", "Egypt", "Australia", "Sydney", "Melbourne", "Canada", "Toronto",
  "Vancouver", "Scotland", "Ireland", "Mexico", "Peru", "Malaysia", "Himachal", "Uttarakhand", "Rajasthan",
];

const ARTISTS = [
  "Taylor Swift|tswift|t swift", "Arijit Singh|arijit", "AR Rahman|a r rahman|a.r. rahman|rahman", "Coldplay",
  "The Weeknd|weeknd", "Ed Sheeran", "BTS", "Diljit Dosanjh|diljit", "Prateek Kuhad", "Anuv Jain", "Billie Eilish",
  "Harry Styles", "Dua Lipa", "Drake", "Beyonce|beyoncé", "Adele", "Bruno Mars", "Lana Del Rey", "Olivia Rodrigo",
  "Shreya Ghoshal", "Atif Aslam|atif", "Badshah", "Honey Singh|yo yo honey singh", "AP Dhillon", "Karan Aujla",
  "Sidhu Moose Wala|sidhu moosewala", "Kishore Kumar|kishore da", "Lata Mangeshkar", "Mohammed Rafi",
  "Jagjit Singh", "Nusrat Fateh Ali Khan|nusrat", "Sabrina Carpenter", "Ariana Grande", "The Beatles|beatles",
  "Linkin Park", "Imagine Dragons", "Arctic Monkeys", "Frank Ocean", "SZA", "Kendrick Lamar|kendrick",
  "Eminem", "Post Malone", "Justin Bieber|bieber", "Shakira", "Rihanna", "Lady Gaga", "Selena Gomez",
  "Sonu Nigam", "Mohit Chauhan", "Lucky Ali", "The Local Train", "Seedhe Maut", "Hanumankind", "Travis Scott",
  "Bad Bunny", "Blackpink", "Jungkook", "Coke Studio", "Hozier", "Chainsmokers|the chainsmokers", "One Direction",
];

const TITLES = [
  "Stranger Things", "Breaking Bad", "Game of Thrones", "House of the Dragon", "Money Heist", "Squid Game",
  "Bridgerton", "Emily in Paris", "Panchayat", "Mirzapur", "Sacred Games", "Kota Factory", "Made in Heaven",
  "Gilmore Girls", "Brooklyn Nine-Nine|brooklyn nine nine|brooklyn 99|b99", "How I Met Your Mother|himym",
  "Modern Family", "The Crown", "Succession", "Fleabag", "The Bear", "Severance", "Peaky Blinders", "Sherlock",
  "Narcos", "Lucifer", "Grey's Anatomy|greys anatomy", "The Big Bang Theory|big bang theory", "Schitt's Creek|schitts creek",
  "Ted Lasso", "Euphoria", "Heeramandi", "Scam 1992", "The Family Man", "Paatal Lok", "Four More Shots Please|four more shots",
  "Gullak", "Aspirants", "Crash Landing on You", "One Piece", "Naruto", "Attack on Titan", "Demon Slayer",
  "Jujutsu Kaisen", "Interstellar", "Inception", "Oppenheimer", "Barbie", "Dune", "Titanic",
  "Yeh Jawaani Hai Deewani|yjhd|yeh jawani hai deewani", "Zindagi Na Milegi Dobara|znmd", "DDLJ|dilwale dulhania le jayenge",
  "3 Idiots|three idiots", "Jab We Met", "Dil Chahta Hai", "Kal Ho Naa Ho", "Pathaan", "Jawan", "Kabir Singh",
  "Laapataa Ladies|lapata ladies|laapata ladies", "12th Fail", "Stree 2|stree", "Rocky Aur Rani", "Kuch Kuch Hota Hai|kkhh",
  "Harry Potter", "Lord of the Rings|lotr", "Star Wars", "Avengers|endgame", "Spider-Man|spiderman|spider man",
  "La La Land", "Notting Hill", "Before Sunrise", "The Notebook", "Mean Girls", "Shrek", "Home Alone", "Parasite",
  "Spirited Away", "Deadpool", "John Wick", "Top Gun", "Past Lives", "Inside Out", "The Vampire Diaries|tvd",
  "Wednesday Addams", "Loki", "Anora", "Gladiator",
];

const BOOKS = [
  "Atomic Habits", "Murakami|haruki murakami", "Norwegian Wood", "Sally Rooney", "Normal People", "The Alchemist|alchemist",
  "Colleen Hoover", "It Ends with Us", "Jane Austen", "Pride and Prejudice", "Agatha Christie", "Tolkien", "Sapiens",
  "Ikigai", "The Secret History", "Chetan Bhagat", "Ruskin Bond", "Paulo Coelho", "Rupi Kaur", "Little Women",
  "The Great Gatsby|great gatsby|gatsby", "Sherlock Holmes", "The Hobbit", "Percy Jackson", "The Psychology of Money|psychology of money",
  "Rich Dad Poor Dad", "Verity", "Fourth Wing", "ACOTAR|a court of thorns and roses", "Evelyn Hugo|the seven husbands of evelyn hugo",
  "Tuesdays with Morrie", "The Kite Runner|kite runner", "A Thousand Splendid Suns", "Dostoevsky", "Crime and Punishment",
  "Kafka", "Stephen King", "Rumi", "Gulzar", "Premchand|munshi premchand", "Amish Tripathi", "Wings of Fire",
  "The God of Small Things", "Arundhati Roy", "Neil Gaiman", "Brandon Sanderson", "Taylor Jenkins Reid", "Dan Brown",
  "Emily Henry", "The Midnight Library|midnight library", "Song of Achilles|the song of achilles", "Matt Haig",
];

const SPORTS = [
  "cricket", "football", "badminton", "tennis", "pickleball",
  "yoga", "pilates", "boxing", "kickboxing", "swimming", "cycling", "bouldering", "rock climbing", "surfing",
  "scuba diving|scuba", "skiing", "zumba", "basketball", "volleyball", "squash", "kabaddi", "CrossFit|crossfit",
  "IPL", "RCB", "CSK", "Virat Kohli|kohli|virat", "Dhoni|ms dhoni", "Messi", "Ronaldo", "F1|formula 1|formula one",
  "Rohit Sharma", "Real Madrid", "Manchester United|man united|man utd", "Arsenal", "powerlifting", "deadlifts|deadlift",
  "muay thai", "kathak", "bharatanatyam", "salsa classes|salsa class", "table tennis", "golf", "chess",
];

// Races read as "the marathon" in English lines ("If the marathon were a movie…").
const SPORT_EVENTS = ["half marathon|half-marathon", "marathon", "10K|10k run", "triathlon", "ultramarathon"];

const PETS = [
  "golden retriever|golden retrievers", "labrador|labradors", "beagle|beagles", "husky|huskies", "pug|pugs",
  "shih tzu", "German shepherd|german shepherds", "Persian cat|persian cats", "dachshund|dachshunds", "corgi|corgis",
  "pomeranian|pomeranians", "border collie", "poodle|poodles", "Maine Coon", "bunny|bunnies", "hamster|hamsters",
  "parrot|parrots", "turtle|turtles", "indie dog|indie pup", "rescue dog|rescue pup",
];

// Work and study events read as "the interview" in English lines and bare in Hinglish ones.
const WORK: Array<[string, string]> = [
  ["interview|interviews|job interview", "interview"],
  ["presentation", "presentation"],
  ["exams|exam|finals", "exams"],
  ["pitch", "pitch"],
  ["client call", "client call"],
  ["client meeting", "client meeting"],
  ["viva", "viva"],
  ["appraisal|performance review", "appraisal"],
  ["demo", "demo"],
  ["new job", "new job"],
  ["promotion", "promotion"],
  ["thesis", "thesis"],
  ["internship", "internship"],
  ["product launch|launch", "launch"],
];

const WEATHER: Array<[string, string, string]> = [
  ["rain|raining|rainy|baarish|barish|monsoon|downpour", "rain", "baarish"],
  ["heat|garmi|scorching|heatwave|heat wave", "heat", "garmi"],
  ["cold|freezing|sardi|thand|thandi|chilly", "cold", "thand"],
  ["snow|snowing|snowfall", "snow", "snowfall"],
];

// Proper nouns that are also everyday words lowercase ("my friends", "the office", "a rockstar"):
// matched only as typed, and never as a sentence's first word, where everything is capitalised.
const CASE_SENSITIVE: Array<[string, DetailKind]> = [
  ["Friends", "title"],
  ["The Office", "title"],
  ["Rockstar", "title"],
  ["Frozen", "title"],
  ["Suits", "title"],
  ["The Boys", "title"],
];

function fromList(list: string[], kind: DetailKind): LexiconEntry[] {
  return list.map((spec) => {
    const forms = spec.split("|");
    const display = forms[0]!;
    return { forms, en: display, hi: display, kind };
  });
}

export const LEXICON: readonly LexiconEntry[] = [
  ...fromList(FOODS, "food"),
  ...fromList(PLACES, "place"),
  ...fromList(ARTISTS, "artist"),
  ...fromList(TITLES, "title"),
  ...fromList(BOOKS, "book"),
  ...fromList(SPORTS, "sport"),
  ...fromList(SPORT_EVENTS, "sport").map((e) => ({ ...e, en: `the ${e.en}` })),
  ...fromList(PETS, "pet"),
  ...WORK.map(([spec, hi]) => ({ forms: spec.split("|"), en: `the ${hi}`, hi, kind: "work" as const })),
  ...WEATHER.map(([spec, en, hi]) => ({ forms: spec.split("|"), en, hi, kind: "weather" as const })),
];

export const CASE_SENSITIVE_LEXICON: readonly LexiconEntry[] = CASE_SENSITIVE.map(([form, kind]) => ({
  forms: [form],
  en: form,
  hi: form,
  kind,
}));
