import Academy
import SudokuCore

print("Sudoku Academy — \(curriculum.count) lessons")
