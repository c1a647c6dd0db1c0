// Lists a result shares with other results: a pathway's citations, its flags and the criteria
// it checked. Each is a list
// of distinct items in the order first added, and a node of a tree of every list met so far. A
// pathway's rules take the same few paths analysis after analysis and add the same prepared
// items in the same order, so each result shares the list its path ends at, instead of copying
// a list and growing its own (twenty lists an analysis). Results are never changed after the
// engine returns them, so sharing is safe.

/**
 * Nodes one tree may hold. Items are prepared once (the citations of rules/citations.ts, flags
 * made by `flagOf` beside their rule), so a tree holds one node per path through the rules;
 * past this bound (items made per analysis, say) new lists are made but not kept, so memory
 * stays bounded whatever is added.
 */
const MAX_NODES = 20_000

type Tree = { nodes: number }

/** The tree of lists that are never kept: lists holding an item made for one analysis. */
const UNKEPT: Tree = { nodes: MAX_NODES + 1 }

export class SharedList<T extends object> {
  readonly items: readonly T[]
  private readonly tree: Tree
  /** The last list reached from this one, and by which item: most paths have one. */
  private lastAdded: T | null = null
  private lastReached: SharedList<T> | null = null
  private readonly longer = new Map<T, SharedList<T>>()
  /** What `derive` made from this list, once. */
  private derived: unknown = undefined

  /** A list to start from; a list made from another belongs to that one's tree. */
  constructor(items: readonly T[], tree: Tree = { nodes: 0 }) {
    this.items = items
    this.tree = tree
    tree.nodes += 1
  }

  /** This list with `item` at its end, or this list when the item is already listed. */
  with(item: T): SharedList<T> {
    if (item === this.lastAdded) return this.lastReached as SharedList<T>
    if (this.items.includes(item)) return this
    let reached = this.longer.get(item)
    if (reached === undefined) {
      reached = new SharedList([...this.items, item], this.tree)
      if (this.tree.nodes <= MAX_NODES) this.longer.set(item, reached)
    }
    this.lastAdded = item
    this.lastReached = reached
    return reached
  }

  /**
   * A value made from this list's items the first time it is asked for, then shared by every
   * result that reaches this list. A tree derives one kind of value: `make` is always the same.
   */
  derive<U>(make: (items: readonly T[]) => U): U {
    if (this.derived === undefined) this.derived = make(this.items)
    return this.derived as U
  }

  /** This list with an item made for one analysis alone, kept out of the tree. */
  withUnshared(item: T): SharedList<T> {
    return new SharedList([...this.items, item], UNKEPT)
  }
}
