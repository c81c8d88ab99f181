import Foundation

/// The suggestions file's own form of a date, `2026-11-21T19:30:05.250Z`, read without a date
/// parser: `Date.ISO8601FormatStyle` took about as long for 100,000 suggestions' dates as
/// everything else of reading them.
///
/// It gives the very `Date` the format style gives for the same text: whole seconds since 2001
/// plus the milliseconds, in one rounding. Close to 2001 (within 10⁷ seconds, from June 2000 to
/// April 2001) the format style rounds differently at times, so those dates, and any other text,
/// are left to it (`nil`).
enum MillisecondTimestamp {
    /// The date of `text` when it is exactly in the file's form, else `nil`.
    static func date(from text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count == 24, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x54, bytes[13] == 0x3A,
                  bytes[16] == 0x3A, bytes[19] == 0x2E, bytes[23] == 0x5A else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    guard (0x30 ... 0x39).contains(bytes[index]) else { return nil }
                    value = value * 10 + Int(bytes[index] - 0x30)
                }
                return value
            }
            guard let year = number(0 ..< 4), let month = number(5 ..< 7), let day = number(8 ..< 10),
                  let hour = number(11 ..< 13), let minute = number(14 ..< 16), let second = number(17 ..< 19),
                  let millisecond = number(20 ..< 23), year >= 1, (1 ... 12).contains(month),
                  (1 ... daysInMonth(month, of: year)).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
            let seconds = daysSince1970(year, month, day) * 86_400 + hour * 3_600 + minute * 60 + second - 978_307_200
            guard abs(seconds) >= 10_000_000 else { return nil }
            return Date(timeIntervalSinceReferenceDate: Double(seconds) + Double(millisecond) / 1_000)
        }
    }

    private static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The days from 1970-01-01 to the day (the proleptic Gregorian calendar).
    private static func daysSince1970(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
