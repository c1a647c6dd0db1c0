// The colours the screen's map gives a lot by the net new homes it can add, and its legend's words.

/** Net new homes in bands a buyer reads at a glance, darker for more; the legend lists the same. */
export const HOMES_BANDS = [
  { from: 1, label: '1 home', color: '#c7e9b4' },
  { from: 2, label: '2 to 4 homes', color: '#7fcdbb' },
  { from: 5, label: '5 to 9 homes', color: '#1d91c0' },
  { from: 10, label: '10 to 49 homes', color: '#225ea8' },
  { from: 50, label: '50 homes or more, or no limit', color: '#081d58' },
] as const
export const NOT_COUNTED = {
  label: 'Homes not counted (what stands there is unknown)',
  color: '#9ca3af',
}
