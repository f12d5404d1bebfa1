/**
 * How a practice's corrections ask for its reading model to be trained again (decision 033). request never
 * throws: a correction is saved whatever the queue says, and the next correction (or npm run train) asks again.
 */
export type TrainingQueue = {
  request: (practiceId: string) => Promise<void>;
};
