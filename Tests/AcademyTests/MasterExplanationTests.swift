import SudokuCore
import Testing

@testable import Academy

/// Input → exact verdict text for the six lessons after X-Wing, one row per kind of miss (golden
/// text: a change in wording shows up here on purpose). The positions are drills the factory cut
/// (seeds 0–39), written out so that a change in how drills are made does not move the table: each
/// lesson's rows cover a correct answer, a non-candidate, a true elimination of an earlier lesson
/// (the six's and the new ones before it), the pattern's own candidate, and every near miss and
/// nearby instance its rules name.
@Suite struct MasterExplanationTests {
  static let hiddenPairPositions = [
    ":0000:x:4.51.........6+4...7.19...4.....23.7...+7.+1896+3..3+7+9+6....7.6+4.3.8.......1..54....2.:261 262:::"
  ]

  static let hiddenPairCases: [(Int, String, String)] = [
    (
      0, "r2c7<>2",
      "Correct — Hidden Pair: 1,7 in r2c79 => r2c79<>2, r2c79<>5, r2c7<>8, r2c9<>9."
    ),
    (
      0, "r1c2<>1",
      "Miss — 1 is not a candidate in r1c2 (it shows 2, 3, 6, 8 and 9) — there is nothing to remove."
    ),
    (
      0, "r1c2<>2",
      "Miss — no hidden pair removes 2 from r1c2: in row 1 every digit still to place other than 2 has three places or more; in column 2, of the digits still to place other than 2, only 1 (r4c2, r6c2) has two places or fewer; in box 1, of the digits still to place other than 2, only 6 (r1c2, r3c2) has two places or fewer. A hidden pair needs two digits whose only places in a row, column or box are the same two cells, r1c2 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r1c5<>7",
      "Miss — no hidden pair removes 7 from r1c5: in row 1 every digit still to place other than 7 has three places or more; in column 5, of the digits still to place other than 7, only 5 (r3c5, r8c5) has two places or fewer; in box 2 the closest are 3 (r1c5, r2c4, r3c5) and 8 (r1c5, r2c4, r3c5): two digits in three cells, one too many. The hidden pair in row 2 (Hidden Pair: 1,7 in r2c79) clears only its own cells. A hidden pair needs two digits whose only places in a row, column or box are the same two cells, r1c5 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r1c7<>2",
      "Miss — no hidden pair removes 2 from r1c7: in row 1 every digit still to place other than 2 has three places or more; in column 7 every digit still to place other than 2 has three places or more; in box 3 the digits with two places or fewer (2 aside), 1 (r2c7, r2c9) and 3 (r1c8, r2c8), have none in r1c7. A hidden pair needs two digits whose only places in a row, column or box are the same two cells, r1c7 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r1c7<>7",
      "Miss — true, but that follows from pointing, not a hidden pair: Locked Candidates Type 1 (Pointing): 7 in b2 => r1c79<>7."
    ),
    (
      0, "r1c8<>8",
      "Miss — no hidden pair removes 8 from r1c8: in row 1 every digit still to place other than 8 has three places or more; in column 8 the closest are 3 (r1c8, r2c8) and 9 (r1c8, r2c8, r7c8): two digits in three cells, one too many; in box 3 the closest are 1 (r2c7, r2c9) and 3 (r1c8, r2c8): two digits in four cells. A hidden pair needs two digits whose only places in a row, column or box are the same two cells, r1c8 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r2c1<>2",
      "Miss — no hidden pair removes 2 from r2c1: in row 2 the digits with two places or fewer (2 aside), 1 (r2c7, r2c9) and 7 (r2c7, r2c9), have none in r2c1; in column 1 every digit still to place other than 2 has three places or more; in box 1, of the digits still to place other than 2, only 6 (r1c2, r3c2) has two places or fewer. The hidden pair in row 2 (Hidden Pair: 1,7 in r2c79) clears only its own cells. A hidden pair needs two digits whose only places in a row, column or box are the same two cells, r2c1 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r2c7<>1",
      "Miss — r2c7 is one of the hidden pair's cells: in row 2, 1 and 7 have no places but r2c7 and r2c9, so the pair keeps 1 and 7 there and removes the cells' other candidates."
    ),
    (
      0, "r4c4<>4",
      "Miss — no hidden pair removes 4 from r4c4: in row 4 every digit still to place other than 4 has three places or more; in column 4, of the digits still to place other than 4, only 2 (r2c4, r8c4) has two places or fewer; box 5 has only two empty cells — too few to hide a pair. A hidden pair needs two digits whose only places in a row, column or box are the same two cells, r4c4 one of them; it clears those cells of every other candidate."
    ),
  ]

  static let nakedTriplePositions = [
    ":0000:x:4.51.........6+4...7.19...4.....23.7...+7.+1896+3..3+7+9+6....7.6+4.3.8.......1..54....2.:717 719 524 537 539 261 262 584:::"
  ]

  static let nakedTripleCases: [(Int, String, String)] = [
    (
      0, "r1c8<>8",
      "Correct — Naked Triple: 2,6,8 in r13c7,r3c9 => r12c9,r2c7<>2, r1c9<>6, r12c8,r2c7<>8."
    ),
    (
      0, "r1c2<>1",
      "Miss — 1 is not a candidate in r1c2 (it shows 2, 3, 6, 8 and 9) — there is nothing to remove."
    ),
    (
      0, "r1c2<>2",
      "Miss — no naked triple removes 2 from r1c2: in row 1 r1c5 {3,7,8}, r1c6 {2,7} and r1c7 {2,6,8} hold five digits between them (2, 3, 6, 7 and 8); in column 2 only r5c2 {2,4} and r6c2 {1,4,8} show three candidates or fewer; in box 1 r2c1 {2,3,8,9}, r2c2 {2,3,8,9} and r2c3 {2,8,9} hold four digits between them (2, 3, 8 and 9), one too many. The naked triple with a 2 (Naked Triple: 2,6,8 in r13c7,r3c9) removes it only from box 3, and r1c2 is not there. A naked triple needs three cells of one house that show only three digits between them; it removes those digits from the rest of the house."
    ),
    (
      0, "r1c7<>2",
      "Miss — r1c7 is one of the naked triple's cells: r1c7, r3c7 and r3c9 show only 2, 6 and 8 between them, so each keeps its own candidates, and the triple removes 2, 6 and 8 from the rest of box 3."
    ),
    (
      0, "r1c8<>3",
      "Miss — no naked triple removes 3 from r1c8: in row 1 r1c2 {2,3,6,8,9}, r1c7 {2,6,8} and r1c9 {2,6,9} hold five digits between them (2, 3, 6, 8 and 9); in column 8 r2c8 {3,5,8,9}, r6c8 {5,8} and r7c8 {5,9} hold four digits between them (3, 5, 8 and 9), one too many; in box 3 the other cells with three candidates or fewer, r1c7 {2,6,8}, r1c9 {2,6,9}, r3c7 {2,6,8} and r3c9 {2,6}, hold no 3. The naked triple in a house of r1c8 (Naked Triple: 2,6,8 in r13c7,r3c9) removes only 2, 6 and 8 — not 3. A naked triple needs three cells of one house that show only three digits between them; it removes those digits from the rest of the house."
    ),
    (
      0, "r2c3<>2",
      "Miss — no naked triple removes 2 from r2c3: in row 2 r2c1 {2,3,8,9}, r2c2 {2,3,8,9} and r2c4 {2,3,8} hold four digits between them (2, 3, 8 and 9), one too many; in column 3 r4c3 {6,8,9}, r7c3 {2,9} and r8c3 {2,6,8,9} hold four digits between them (2, 6, 8 and 9), one too many; in box 1 no other cell shows three candidates or fewer. The naked triple with a 2 (Naked Triple: 2,6,8 in r13c7,r3c9) removes it only from box 3, and r2c3 is not there. A naked triple needs three cells of one house that show only three digits between them; it removes those digits from the rest of the house."
    ),
    (
      0, "r2c7<>5",
      "Miss — true, but that follows from a hidden pair, not a naked triple: Hidden Pair: 1,7 in r2c79 => r2c79<>2, r2c79<>5, r2c7<>8, r2c9<>9."
    ),
    (
      0, "r4c1<>1",
      "Miss — true, but that follows from pointing, not a naked triple: Locked Candidates Type 1 (Pointing): 1 in b7 => r46c1<>1."
    ),
  ]

  static let hiddenTriplePositions = [
    ":0000:x:4.51.........6+4...7.19...4.....23.7...+7.+1896+3..3+7+9+6....7.6+4.3.8.......1..54....2.:717 719 524 261 262 584:::"
  ]

  static let hiddenTripleCases: [(Int, String, String)] = [
    (
      0, "r2c7<>2",
      "Correct — Hidden Triple: 1,5,7 in r2c789 => r2c79<>2, r2c8<>3, r2c78<>8, r2c89<>9. (A hidden pair gives it too.)"
    ),
    (
      0, "r1c2<>1",
      "Miss — 1 is not a candidate in r1c2 (it shows 2, 3, 6, 8 and 9) — there is nothing to remove."
    ),
    (
      0, "r1c2<>2",
      "Miss — no hidden triple removes 2 from r1c2: in row 1 the closest are 3 (r1c2, r1c5, r1c8), 6 (r1c2, r1c7, r1c9) and 8 (r1c2, r1c5, r1c7, r1c8): three digits in five cells; in column 2, of the digits still to place other than 2, only 1 (r4c2, r6c2) and 4 (r4c2, r5c2, r6c2) have three places or fewer; in box 1, of the digits still to place other than 2, only 6 (r1c2, r3c2) has three places or fewer. A hidden triple needs three digits whose places in a row, column or box lie in just three cells, r1c2 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r1c2<>6",
      "Miss — no hidden triple removes 6 from r1c2: in row 1 the closest are 3 (r1c2, r1c5, r1c8), 7 (r1c5, r1c6) and 8 (r1c2, r1c5, r1c7, r1c8): three digits in five cells; in column 2, of the digits still to place other than 6, only 1 (r4c2, r6c2) and 4 (r4c2, r5c2, r6c2) have three places or fewer; in box 1 every digit still to place other than 6 has four places or more. A hidden triple needs three digits whose places in a row, column or box lie in just three cells, r1c2 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r1c5<>3",
      "Miss — no hidden triple removes 3 from r1c5: in row 1 the closest are 2 (r1c2, r1c6, r1c7, r1c9), 6 (r1c2, r1c7, r1c9) and 7 (r1c5, r1c6): three digits in five cells; in column 5 the closest are 5 (r3c5, r8c5), 7 (r1c5, r8c5, r9c5) and 8 (r1c5, r3c5, r8c5, r9c5): three digits in four cells, one too many; in box 2 the closest are 2 (r1c6, r2c4, r3c6), 5 (r3c5, r3c6) and 7 (r1c5, r1c6): three digits in five cells. A hidden triple needs three digits whose places in a row, column or box lie in just three cells, r1c5 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r1c6<>7",
      "Miss — no hidden triple removes 7 from r1c6: in row 1 the digits with three places or fewer (7 aside), 3 (r1c2, r1c5, r1c8), 6 (r1c2, r1c7, r1c9) and 9 (r1c2, r1c8, r1c9), have none in r1c6; in column 6 the digits with three places or fewer (7 aside), 1 (r7c6, r9c6), 5 (r3c6, r7c6, r8c6) and 9 (r7c6, r8c6, r9c6), have none in r1c6; in box 2 the closest are 2 (r1c6, r2c4, r3c6), 3 (r1c5, r2c4, r3c5) and 5 (r3c5, r3c6): three digits in five cells. The hidden triple in row 2 (Hidden Triple: 1,5,7 in r2c789) clears only its own cells. A hidden triple needs three digits whose places in a row, column or box lie in just three cells, r1c6 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r2c1<>2",
      "Miss — no hidden triple removes 2 from r2c1: in row 2 the digits with three places or fewer (2 aside), 1 (r2c7, r2c9), 5 (r2c7, r2c8, r2c9) and 7 (r2c7, r2c9), have none in r2c1; in column 1 the closest are 3 (r2c1, r8c1, r9c1), 6 (r4c1, r8c1, r9c1) and 8 (r2c1, r4c1, r6c1, r8c1, r9c1): three digits in five cells; in box 1, of the digits still to place other than 2, only 6 (r1c2, r3c2) has three places or fewer. The hidden triple in row 2 (Hidden Triple: 1,5,7 in r2c789) clears only its own cells. A hidden triple needs three digits whose places in a row, column or box lie in just three cells, r2c1 one of them; it clears those cells of every other candidate."
    ),
    (
      0, "r2c7<>1",
      "Miss — r2c7 is one of the hidden triple's cells: in row 2, 1, 5 and 7 have no places but r2c7, r2c8 and r2c9, so the triple keeps 1, 5 and 7 there and removes the cells' other candidates."
    ),
    (
      0, "r2c7<>5",
      "Miss — true, but that follows from a hidden pair, not a hidden triple: Hidden Pair: 1,7 in r2c79 => r2c79<>2, r2c79<>5, r2c7<>8, r2c9<>9."
    ),
    (
      0, "r3c7<>5",
      "Miss — true, but that follows from pointing, not a hidden triple: Locked Candidates Type 1 (Pointing): 5 in b2 => r3c79<>5."
    ),
    (
      0, "r4c4<>4",
      "Miss — no hidden triple removes 4 from r4c4: in row 4, of the digits still to place other than 4, only 6 (r4c1, r4c2, r4c3) and 9 (r4c1, r4c2, r4c3) have three places or fewer; in column 4 the closest are 2 (r2c4, r8c4), 3 (r2c4, r8c4, r9c4) and 5 (r4c4, r5c4): three digits in five cells; box 5 has only two empty cells — too few to hide a triple. A hidden triple needs three digits whose places in a row, column or box lie in just three cells, r4c4 one of them; it clears those cells of every other candidate."
    ),
  ]

  static let skyscraperPositions = [
    ":0000:x:9+45..+2+36+83+628+9+5+7+14.+7.+34+6+2...8+9..7.+3..+2..+839.1.+3..5+9..+7.+93+5..+17.6+5.9.1..3.1..+3.5..::::",
    ":0000:x:.2..4...86....3...+41.6..5..7.+2..+4........2..3.4.79...2...+4.9.1+5.8.5.6....54......::::",
    ":0000:x:4..+68+1...+6.35+2+418.+812+39+7+46+5...+8.9..4.8.+14.67....+73.8..9..2...4+6...+9....176.4....+8::::",
  ]

  static let skyscraperCases: [(Int, String, String)] = [
    (
      0, "r4c5<>2",
      "Correct — Skyscraper: 2 in r6c4,r8c5 (connected by r68c8) => r4c5,r9c4<>2."
    ),
    (
      0, "r1c4<>1",
      "Miss — no skyscraper on 1 reaches r1c4: row 1 (r1c4, r1c5) and row 3 (r3c1, r3c3) hold 1 exactly twice, but no two of them have an end on the same column; column 3 (r3c3, r6c3) and column 5 (r1c5, r4c5) hold 1 exactly twice, but no two of them have an end on the same row. A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      0, "r1c4<>2",
      "Miss — 2 is not a candidate in r1c4 (it shows 1 and 7) — there is nothing to remove."
    ),
    (
      0, "r1c4<>7",
      "Miss — no skyscraper on 7 reaches r1c4: the skyscraper on rows 5 and 8 (base column 3, roofs r5c1 and r8c5) misses it: r1c4 sees neither roof; r1c4 is one of the cells of the skyscraper on columns 4 and 5 (base row 1, roofs r9c4 and r8c5), which removes nothing: no cell with a 7 sees both roofs. A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      0, "r1c5<>7",
      "Miss — no skyscraper on 7 reaches r1c5: the skyscraper on rows 5 and 8 (base column 3, roofs r5c1 and r8c5) misses it: r1c5 sees only r8c5; the skyscraper on columns 1 and 4 (base row 9, roofs r5c1 and r1c4) misses it: r1c5 sees only r1c4. A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      0, "r3c8<>9",
      "Miss — no skyscraper on 9 reaches r3c8: row 3 (r3c8, r3c9) and row 9 (r9c8, r9c9) have their 9s on the same two columns, columns 8 and 9 — an X-Wing's shape, not a skyscraper; column 8 (r3c8, r9c8) and column 9 (r3c9, r9c9) have their 9s on the same two rows, rows 3 and 9 — an X-Wing's shape, not a skyscraper. A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      0, "r4c1<>4",
      "Miss — no skyscraper on 4 reaches r4c1: only row 7 (r7c1, r7c6) holds 4 exactly twice (row 4 (r4c1, r4c4, r4c7) and row 8 (r8c3, r8c7, r8c8) hold it three times); only column 6 (r7c6, r9c6) holds 4 exactly twice (column 7 (r4c7, r6c7, r8c7) holds it three times). A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      0, "r4c5<>1",
      "Miss — no skyscraper on 1 reaches r4c5: row 1 (r1c4, r1c5) and row 3 (r3c1, r3c3) hold 1 exactly twice, but no two of them have an end on the same column; column 3 (r3c3, r6c3) and column 5 (r1c5, r4c5) hold 1 exactly twice, but no two of them have an end on the same row. The skyscraper on the board (Skyscraper: 2 in r6c4,r8c5 (connected by r68c8)) removes 2 from r4c5, not 1. A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      0, "r4c9<>2",
      "Miss — no skyscraper on 2 reaches r4c9: the skyscraper on rows 6 and 8 (base column 8, roofs r6c4 and r8c5) misses it: r4c9 sees neither roof; only column 1 (r7c1, r9c1) holds 2 exactly twice (column 4 (r4c4, r6c4, r9c4), column 5 (r4c5, r7c5, r8c5), column 8 (r6c8, r8c8, r9c8) and column 9 (r4c9, r7c9, r9c9) hold it three times). A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      0, "r4c9<>6",
      "Miss — true, but that follows from pointing, not a skyscraper: Locked Candidates Type 1 (Pointing): 6 in b9 => r4c9<>6."
    ),
    (
      0, "r6c4<>2",
      "Miss — r6c4 is a roof of the skyscraper on 2 in rows 6 and 8 (base column 8, roofs r6c4 and r8c5): one of the roofs must hold the 2, so the skyscraper removes 2 from the cells that see both roofs, never from a roof."
    ),
    (
      0, "r6c8<>2",
      "Miss — r6c8 is a base cell of the skyscraper on 2 in rows 6 and 8 (base column 8, roofs r6c4 and r8c5): the skyscraper removes 2 only from the cells that see both roofs, and r6c8 does not see r8c5."
    ),
    (
      1, "r1c1<>9",
      "Miss — no skyscraper on 9 reaches r1c1: no row holds 9 exactly twice (row 3 (r3c3, r3c8, r3c9) holds it three times); only column 4 (r1c4, r2c4) holds 9 exactly twice (column 2 (r2c2, r4c2, r5c2) holds it three times). A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      1, "r1c3<>7",
      "Miss — no skyscraper on 7 reaches r1c3: only row 5 (r5c7, r5c8) holds 7 exactly twice; only column 2 (r2c2, r7c2) holds 7 exactly twice (column 6 (r1c6, r3c6, r9c6) holds it three times). A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
    (
      1, "r5c7<>1",
      "Miss — true, but that follows from a hidden pair, not a skyscraper: Hidden Pair: 4,7 in r5c78 => r5c7<>1, r5c8<>5, r5c78<>6, r5c78<>8, r5c78<>9."
    ),
    (
      2, "r1c2<>5",
      "Miss — no skyscraper on 5 reaches r1c2: only row 1 (r1c2, r1c3) holds 5 exactly twice (row 5 (r5c1, r5c3, r5c6) holds it three times); no column holds 5 exactly twice. A skyscraper needs two rows (or columns) that each hold the digit exactly twice, with one end of each in the same column (or row), the base; it removes the digit from the cells that see both other ends (the roofs)."
    ),
  ]

  static let swordfishPositions = [
    ":0000:x:.+3+9+4....6517+6+38+9.....9.1.3.+7..2..391.+92+314...+1.+3+7.....3..+847..9...5....397.+16+38..::::",
    ":0000:x:.9.+72.8.+4476.+83....+8+2.+41.7..+1....+4+2394.2......254.7.+8.8....4.......6+2.4+82.+48.+95..:118 581:::",
    ":0000:x:.497+2+3...+3.7..92......64.3.+7+9+2..1+456.84...+32..3.24....4.....+513.5+3.......71..5...::::",
  ]

  static let swordfishCases: [(Int, String, String)] = [
    (
      0, "r1c7<>2",
      "Correct — Swordfish: 2 r269 c789 => r1c78,r3c79,r7c78,r8c78<>2. (Also there: Swordfish: 2 c156 r138 => r1c78,r3c279,r8c278<>2.) (Claiming and a naked pair give it too.)"
    ),
    (
      0, "r1c1<>1",
      "Miss — 1 is not a candidate in r1c1 (it shows 2 and 8) — there is nothing to remove."
    ),
    (
      0, "r1c1<>2",
      "Miss — r1c1 is one of the swordfish's cells (2s of columns 1, 5 and 6 in rows 1, 3 and 8): the swordfish keeps its own 2s and removes 2 from the rest of rows 1, 3 and 8."
    ),
    (
      0, "r1c1<>8",
      "Miss — no swordfish on 8 covers r1c1: the closest, rows 4, 5 and 8, hold their 8s in columns 1, 2 and 3 but for r4c5, r5c8 and r5c9 — places outside those three; the closest, columns 5, 8 and 9, hold their 8s in rows 1, 5 and 6 but for r3c9 and r4c5 — places outside those three. A swordfish needs three base rows (or columns) whose 8s lie in the same three cover columns (or rows) and nowhere else; it removes 8 from the rest of those cover lines."
    ),
    (
      0, "r1c5<>7",
      "Miss — no swordfish on 7 covers r1c5: the closest, rows 3, 5 and 8, hold their 7s in columns 5, 7 and 8 but for r3c9 and r5c9 — places outside those three; of the other columns only column 8 (r1c8, r5c8, r8c8) and column 9 (r3c9, r5c9) hold 7 three times or fewer. A swordfish needs three base rows (or columns) whose 7s lie in the same three cover columns (or rows) and nowhere else; it removes 7 from the rest of those cover lines."
    ),
    (
      0, "r1c6<>5",
      "Miss — no swordfish on 5 covers r1c6: no other row that holds 5 three times or fewer has one in column 6; of the other columns only column 2 (r4c2, r6c2, r7c2) and column 3 (r4c3, r7c3, r9c3) hold 5 three times or fewer. A swordfish needs three base rows (or columns) whose 5s lie in the same three cover columns (or rows) and nowhere else; it removes 5 from the rest of those cover lines."
    ),
    (
      0, "r1c7<>1",
      "Miss — no swordfish on 1 covers r1c7: of the other rows only row 7 (r7c3, r7c7, r7c8) and row 8 (r8c3, r8c7, r8c8) hold 1 three times or fewer; of the other columns only column 3 (r7c3, r8c3) and column 8 (r1c8, r7c8, r8c8) hold 1 three times or fewer. The swordfish on the board (Swordfish: 2 r269 c789; Swordfish: 2 c156 r138) remove 2 from r1c7, not 1. A swordfish needs three base rows (or columns) whose 1s lie in the same three cover columns (or rows) and nowhere else; it removes 1 from the rest of those cover lines."
    ),
    (
      0, "r1c7<>7",
      "Miss — no swordfish on 7 covers r1c7: the closest, rows 3, 5 and 8, hold their 7s in columns 7, 8 and 9 but for r3c5 — a fin that r1c7 does not see, so that swordfish, finned or not, does not reach r1c7; the closest, columns 5, 8 and 9, hold their 7s in rows 1, 3 and 5 but for r8c8 — a fin that r1c7 does not see, so that swordfish, finned or not, does not reach r1c7. The swordfish on the board (Swordfish: 2 r269 c789; Swordfish: 2 c156 r138) remove 2 from r1c7, not 7. A swordfish needs three base rows (or columns) whose 7s lie in the same three cover columns (or rows) and nowhere else; it removes 7 from the rest of those cover lines."
    ),
    (
      0, "r3c7<>4",
      "Miss — true, but that follows from pointing, not a swordfish: Locked Candidates Type 1 (Pointing): 4 in b1 => r3c79<>4."
    ),
    (
      0, "r7c2<>2",
      "Miss — no swordfish on 2 covers r7c2: no other row that holds 2 three times or fewer has one in column 2; no other column that holds 2 three times or fewer has one in row 7. The swordfish on the board remove 2 only from their cover lines outside their base lines, and r7c2 is not one of those cells: Swordfish: 2 r269 c789 (columns 7, 8 and 9 outside rows 2, 6 and 9); Swordfish: 2 c156 r138 (rows 1, 3 and 8 outside columns 1, 5 and 6). A swordfish needs three base rows (or columns) whose 2s lie in the same three cover columns (or rows) and nowhere else; it removes 2 from the rest of those cover lines."
    ),
    (
      1, "r7c4<>5",
      "Miss — true, but that follows from a hidden pair, not a swordfish: Hidden Pair: 1,3 in r78c4 => r78c4<>5."
    ),
    (
      2, "r4c4<>8",
      "Miss — no swordfish on 8 covers r4c4: no other row holds 8 three times or fewer; of the other columns only column 3 (r3c3, r7c3) and column 6 (r6c6, r7c6, r8c6) hold 8 three times or fewer. A swordfish needs three base rows (or columns) whose 8s lie in the same three cover columns (or rows) and nowhere else; it removes 8 from the rest of those cover lines."
    ),
  ]

  /// Lesson 14's worked example (drill seed 18): the one empty rectangle, 8 in box 2, and a miss
  /// of each kind — no box in reach, a link that is not strong, a box with a cell off its lines,
  /// the rectangle elsewhere, a box cell and a link cell.
  static let emptyRectanglePositions = [
    ":0402:x:...+264.9.6.....2..+2..91.3+6..+6..42.5...2.+97..6.1..3+6.+2...6....4.+438+6.917..2.+4..+6.9:722 323 723 524 824 729 749 849 858 469 174 574 874:::"
  ]

  static let emptyRectangleCases: [(Int, String, String)] = [
    (
      0, "r9c6<>8",
      "Correct — Empty Rectangle: 8 in b2 (r29c8) => r9c6<>8."
    ),
    (
      0, "r1c1<>1",
      "Miss — no empty rectangle on 1 reaches r1c1: no box of r1c1's band or stack keeps 1 on one row and one column with a strong link that reaches r1c1. An empty rectangle needs a box whose digit shows only on one row and one column through it (on each, off their crossing) and a line holding the digit exactly twice, one cell on that row or column; it removes the digit only where the line's other cell's row or column meets the box's other line."
    ),
    (
      0, "r1c1<>5",
      "Miss — no empty rectangle on 5 reaches r1c1: box 3 keeps 5 on row 1 and column 9, but row 7 (r7c1, r7c2, r7c5, r7c6, r7c7, r7c9) holds it in six cells, not two: no strong link. An empty rectangle needs a box whose digit shows only on one row and one column through it (on each, off their crossing) and a line holding the digit exactly twice, one cell on that row or column; it removes the digit only where the line's other cell's row or column meets the box's other line."
    ),
    (
      0, "r1c2<>8",
      "Miss — no empty rectangle on 8 reaches r1c2: the empty rectangle in box 2 (row 2 and column 6, link r2c8 and r9c8) removes 8 only from r9c6, in r9c8's row and column 6. An empty rectangle needs a box whose digit shows only on one row and one column through it (on each, off their crossing) and a line holding the digit exactly twice, one cell on that row or column; it removes the digit only where the line's other cell's row or column meets the box's other line."
    ),
    (
      0, "r1c3<>5",
      "Miss — no empty rectangle on 5 reaches r1c3: r7c7 and r1c7 are the only 5s of column 7, but box 7 also shows 5 in r9c1, off row 7 and column 3. An empty rectangle needs a box whose digit shows only on one row and one column through it (on each, off their crossing) and a line holding the digit exactly twice, one cell on that row or column; it removes the digit only where the line's other cell's row or column meets the box's other line."
    ),
    (
      0, "r2c5<>8",
      "Miss — r2c5 is a box cell of the empty rectangle on 8 in box 2 (row 2 and column 6, link r2c8 and r9c8): the box's 8 is one of its cells, so the rectangle removes 8 only from r9c6, in r9c8's row and column 6, never from the box."
    ),
    (
      0, "r2c8<>8",
      "Miss — r2c8 is a cell of the link of the empty rectangle on 8 in box 2 (row 2 and column 6, link r2c8 and r9c8): one of the link's two cells is the 8, so the rectangle removes 8 only from r9c6, in r9c8's row and column 6."
    ),
  ]

  static let xyWingPositions = [
    ":0000:x:2+18..4...7+34.2+1.+9...93...1...3.1.94....+4...8....7..5..8.+72+36.5...1...3..+3..+147.6.::::"
  ]

  static let xyWingCases: [(Int, String, String)] = [
    (
      0, "r5c3<>5",
      "Correct — XY-Wing: 2/6/5 in r4c1,r69c3 => r5c3,r8c1<>5."
    ),
    (
      0, "r1c4<>1",
      "Miss — 1 is not a candidate in r1c4 (it shows 5, 6 and 9) — there is nothing to remove."
    ),
    (
      0, "r1c4<>5",
      "Miss — no XY-Wing removes 5 from r1c4: r1c4 sees only one cell showing just 5 and one other digit, r3c6 {5,8}. The XY-Wing on 5 on the board, which removes it only from cells that see both its pincers, does not reach r1c4: 2/6/5 (pivot r6c3, pincers r4c1 and r9c3) removes it only from r5c3 and r8c1, and r1c4 sees neither. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 5, the other just y and 5; it removes 5 from the cells that see both of those."
    ),
    (
      0, "r1c4<>6",
      "Miss — no XY-Wing removes 6 from r1c4: r1c4 sees r1c7 {6,7}, and r1c8 {3,7} sees that cell and r6c8 {2,3}, but r6c8 has no 6 — an XY-Wing's pincers share the digit it removes. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 6, the other just y and 6; it removes 6 from the cells that see both of those."
    ),
    (
      0, "r1c4<>9",
      "Miss — no XY-Wing removes 9 from r1c4: r1c4 sees no cell showing just 9 and one other digit. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 9, the other just y and 9; it removes 9 from the cells that see both of those."
    ),
    (
      0, "r1c8<>7",
      "Miss — no XY-Wing removes 7 from r1c8: the XY-Wing on 7 on the board, which removes it only from cells that see both its pincers, does not reach r1c8: 2/3/7 (pivot r6c8, pincers r1c8 and r8c8) removes nothing, and r1c8 is one of its pincers. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 7, the other just y and 7; it removes 7 from the cells that see both of those."
    ),
    (
      0, "r2c4<>8",
      "Miss — no XY-Wing removes 8 from r2c4: r2c4 sees r2c7 {6,8} and r3c6 {5,8}, and r3c1 {5,6} could be their pivot, but it sees only r3c6. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 8, the other just y and 8; it removes 8 from the cells that see both of those."
    ),
    (
      0, "r3c1<>5",
      "Miss — no XY-Wing removes 5 from r3c1: the XY-Wing on 5 on the board, which removes it only from cells that see both its pincers, does not reach r3c1: 2/6/5 (pivot r6c3, pincers r4c1 and r9c3) removes it only from r5c3 and r8c1, and r3c1 sees only r4c1. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 5, the other just y and 5; it removes 5 from the cells that see both of those."
    ),
    (
      0, "r3c1<>6",
      "Miss — no XY-Wing removes 6 from r3c1: the cells r3c1 sees that show just 6 and one other, r3c2 {5,6} and r4c1 {5,6}, all pair 6 with 5. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 6, the other just y and 6; it removes 6 from the cells that see both of those."
    ),
    (
      0, "r3c5<>5",
      "Miss — true, but that follows from pointing, not an XY-Wing: Locked Candidates Type 1 (Pointing): 5 in b1 => r3c569<>5."
    ),
    (
      0, "r3c5<>8",
      "Miss — true, but that follows from a naked triple, not an XY-Wing: Naked Triple: 5,6,8 in r3c126 => r3c59<>5, r3c579<>6, r3c579<>8."
    ),
    (
      0, "r4c1<>5",
      "Miss — r4c1 is a pincer of the XY-Wing 2/6/5 (pivot r6c3, pincers r4c1 and r9c3): the wing keeps its three cells' candidates and removes 5 only from the cells that see both pincers."
    ),
    (
      0, "r5c3<>2",
      "Miss — no XY-Wing removes 2 from r5c3: r5c3 sees r6c3 {2,6} and r9c3 {2,5}, and r4c1 {5,6} could be their pivot, but it sees only r6c3. The XY-Wing on 2 on the board, which removes it only from cells that see both its pincers, does not reach r5c3: 3/7/2 (pivot r1c8, pincers r6c8 and r8c8) removes nothing, and r5c3 sees neither. The XY-Wing 2/6/5 (pivot r6c3, pincers r4c1 and r9c3) removes 5 from r5c3, not 2. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 2, the other just y and 2; it removes 2 from the cells that see both of those."
    ),
    (
      0, "r6c3<>2",
      "Miss — r6c3 is the pivot of the XY-Wing 2/6/5 (pivot r6c3, pincers r4c1 and r9c3): the wing keeps its three cells' candidates and removes 5 only from the cells that see both pincers."
    ),
    (
      0, "r7c9<>4",
      "Miss — no XY-Wing removes 4 from r7c9: r7c9 sees r7c2 {4,9} and r7c7 {1,4}, but no cell shows just 1 and 9 to be their pivot. An XY-Wing needs a pivot showing just two digits, x and y, that sees two cells, one showing just x and 4, the other just y and 4; it removes 4 from the cells that see both of those."
    ),
  ]

  static func verdict(_ technique: Technique, _ positions: [String], _ index: Int, _ answer: String)
    throws -> String
  {
    let checker = try ExplanationTests.checker(technique, positions[index])
    return ExplanationTests.printed(checker.check(answer))
  }

  @Test(arguments: hiddenPairCases)
  func hiddenPair(position: Int, answer: String, expected: String) throws {
    #expect(try Self.verdict(.hiddenPair, Self.hiddenPairPositions, position, answer) == expected)
  }

  @Test(arguments: nakedTripleCases)
  func nakedTriple(position: Int, answer: String, expected: String) throws {
    #expect(try Self.verdict(.nakedTriple, Self.nakedTriplePositions, position, answer) == expected)
  }

  @Test(arguments: hiddenTripleCases)
  func hiddenTriple(position: Int, answer: String, expected: String) throws {
    #expect(
      try Self.verdict(.hiddenTriple, Self.hiddenTriplePositions, position, answer) == expected)
  }

  @Test(arguments: skyscraperCases)
  func skyscraper(position: Int, answer: String, expected: String) throws {
    #expect(try Self.verdict(.skyscraper, Self.skyscraperPositions, position, answer) == expected)
  }

  @Test(arguments: swordfishCases)
  func swordfish(position: Int, answer: String, expected: String) throws {
    #expect(try Self.verdict(.swordfish, Self.swordfishPositions, position, answer) == expected)
  }

  @Test(arguments: emptyRectangleCases)
  func emptyRectangle(position: Int, answer: String, expected: String) throws {
    let said = try Self.verdict(.emptyRectangle, Self.emptyRectanglePositions, position, answer)
    #expect(said == expected, "\(said)")
  }

  @Test(arguments: xyWingCases)
  func xyWing(position: Int, answer: String, expected: String) throws {
    #expect(try Self.verdict(.xyWing, Self.xyWingPositions, position, answer) == expected)
  }
}
