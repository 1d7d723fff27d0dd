import ScreenLogic
import Testing

/// Issue 55: CSV and TSV files read as a table (RFC 4180 quoting), numbers aligned right;
/// a hostile one is cut, and says so.
@Suite struct DelimitedTableReaderTests {
  @Test func quotedFieldsHoldCommasQuotesAndNewlines() {
    let text =
      "name,quote,score\r\n\"Smith, Ann\",\"She said \"\"hi\"\"\",3.5\r\nBob,\"two\nlines\",4\r\n"
    let table = DelimitedTableReader.read(text, separator: ",")
    #expect(table.header == ["name", "quote", "score"])
    #expect(table.rows == [["Smith, Ann", "She said \"hi\"", "3.5"], ["Bob", "two↵lines", "4"]])
    #expect(table.numeric == [false, false, true])
    #expect(table.widestColumn == DelimitedTableReader.widestColumn)
    #expect(table.rest == nil)
  }

  @Test func tabsSeparateATSVAndRaggedRowsAreKept() {
    #expect(DelimitedTableReader.separator(forFile: "data.TSV") == "\t")
    #expect(DelimitedTableReader.separator(forFile: "data.csv") == ",")
    let table = DelimitedTableReader.read("\u{FEFF}a\tb\n1\n\n2\t3\t4%\n", separator: "\t")
    // The byte-order mark is not part of the first name; a blank line is no row.
    #expect(table.header == ["a", "b"])
    #expect(table.rows == [["1"], ["2", "3", "4%"]])
    #expect(table.numeric == [true, true, true])
  }

  @Test func aColumnWithWordsIsNotNumeric() {
    let table = DelimitedTableReader.read("n\n1\nn/a\n\n", separator: ",")
    #expect(table.numeric == [false])
    #expect(DelimitedTableReader.read("n\n\n", separator: ",").numeric == [false])
  }

  @Test func aOneMegabyteLineIsCutToColumnsAndFieldsAndSaysSo() {
    let wide = (0..<100_000).map { "f\($0)" }.joined(separator: ",") + "\n1,2\n"
    let table = DelimitedTableReader.read(wide, separator: ",")
    #expect(table.header.count == DelimitedTableReader.shownColumns)
    #expect(table.rows == [["1", "2"]])
    #expect(table.rest == "[200 of 100,000 columns are shown · m shows the text]")

    let long = "a,b\n\"" + String(repeating: "x,\"\"", count: 300_000) + "\",2\n"
    let field = DelimitedTableReader.read(long, separator: ",").rows[0][0]
    #expect(field.count == DelimitedTableReader.fieldLength + 1)
    #expect(field.hasPrefix("x,\"x,\"") && field.hasSuffix("…"))
  }

  @Test func aLongFileIsReadOnlyToItsShownRows() {
    let rows = String(repeating: "1,2\n", count: DelimitedTableReader.shownRows + 50)
    let table = DelimitedTableReader.read("a,b\n" + rows, separator: ",")
    #expect(table.rows.count == DelimitedTableReader.shownRows)
    #expect(table.rest == "[only the first 10,000 rows are shown · m shows the text]")
    let exact = String(repeating: "1,2\n", count: DelimitedTableReader.shownRows)
    #expect(DelimitedTableReader.read("a,b\n" + exact, separator: ",").rest == nil)
  }
}
