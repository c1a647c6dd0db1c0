// Checks the settings before `npm start` spends time building: a bad value stops here, with the
// same one-line message the server would print.
import { loadEnv } from '../server/env.ts'

loadEnv()
