/** The calculator section's id, which the guide's "Try … on your own lot" link points to. */
export const CALCULATOR_ID = 'calculator'
