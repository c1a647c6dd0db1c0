// The options a pathway's result rests on, shared between results the way citation lists are
// (shared-list.ts): a pathway's rules record the same options with the same values in the
// same order analysis after analysis, so each result shares the record its path ends at
// instead of building its own object by names that vary (ten records an analysis).
import type { OptionName } from '../types.ts'

type OptionValue = string | number | boolean
type Recorded = Readonly<Partial<Record<OptionName, OptionValue>>>

/**
 * Nodes the pathways' trees may hold together; past it, new records are made but not kept (see
 * shared-list.ts).
 */
const MAX_NODES = 20_000
let nodes = 0

export class OptionsUsed {
  readonly record: Recorded
  /** The last record reached from this one, and by which option and value. */
  private lastName: OptionName | null = null
  private lastValue: OptionValue | null = null
  private lastReached: OptionsUsed | null = null
  private readonly longer = new Map<OptionName, Map<OptionValue, OptionsUsed>>()

  constructor(record: Recorded) {
    this.record = record
    nodes += 1
  }

  /** This record with `name` set to `value`: added at the end, or replaced where it stands. */
  with(name: OptionName, value: OptionValue): OptionsUsed {
    if (name === this.lastName && value === this.lastValue) return this.lastReached as OptionsUsed
    let byValue = this.longer.get(name)
    let reached = byValue?.get(value)
    if (reached === undefined) {
      reached = new OptionsUsed({ ...this.record, [name]: value })
      if (nodes <= MAX_NODES) {
        if (byValue === undefined) this.longer.set(name, (byValue = new Map()))
        byValue.set(value, reached)
      }
    }
    this.lastName = name
    this.lastValue = value
    this.lastReached = reached
    return reached
  }
}
