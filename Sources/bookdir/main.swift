import Catalog
import Terminal

print("bookdir: the terminal app is not drawn yet")
