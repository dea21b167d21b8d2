// Entry of dist/embed-proof-of-work.js: the proof-of-work solver, loaded by the runtime only when a
// form that asks for proof of work shows.
import { solveFormChallenge } from '../embed/proof-of-work/solve-form-challenge';
import { registerChunk } from './chunk-registry';

registerChunk('proof-of-work', { solveFormChallenge });
