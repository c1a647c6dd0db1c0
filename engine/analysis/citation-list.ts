// The citations a pathway lists, as nodes of one tree of every order in which citations have
// been listed. A pathway's rules take the same few paths analysis after analysis, so they list
// the same citations in the same order: each result shares the list its path ends at, instead
// of copying the law's list and growing its own (ten lists an analysis, about 1 KB a result).
// Results are never changed after the engine returns them, so sharing is safe.
import type { Citation } from '../types.ts'

/**
 * Nodes the tree may hold. Citations are the constants of rules/citations.ts, so the tree holds
 * one node per path through the rules; past this bound (a citation built per analysis, say) new
 * lists are made but not kept, so memory stays bounded whatever is cited.
 */
const MAX_NODES = 20_000
let nodes = 0

export class CitationList {
  readonly items: readonly Citation[]
  /** The last list reached from this one, and by which citation: most paths have one. */
  private lastCited: Citation | null = null
  private lastReached: CitationList | null = null
  private readonly longer = new Map<Citation, CitationList>()

  constructor(items: readonly Citation[]) {
    this.items = items
    nodes += 1
  }

  /** This list with `citation` at its end, or this list when the citation is already listed. */
  with(citation: Citation): CitationList {
    if (citation === this.lastCited) return this.lastReached as CitationList
    if (this.items.includes(citation)) return this
    let reached = this.longer.get(citation)
    if (reached === undefined) {
      reached = new CitationList([...this.items, citation])
      if (nodes <= MAX_NODES) this.longer.set(citation, reached)
    }
    this.lastCited = citation
    this.lastReached = reached
    return reached
  }
}

/** A law's own citations: the list every result of its pathway starts from. */
export function citationList(...citations: readonly Citation[]): CitationList {
  return new CitationList(citations)
}
