import mongoose, { Schema } from 'mongoose';

/**
 * A corrected line kept as a training example: the learned model's features of the line and the label the user gave.
 * Stored for every correction; only those of users who share their corrections are ever exported for training.
 */
const trainingExampleSchema = new Schema(
  {
    uid: { type: String, required: true },
    partKey: { type: String, required: true },
    features: { type: [String], required: true },
    label: { type: String, required: true },
    format: { type: String, default: '' },
    /** The model version that had classified the line before the user corrected it. */
    modelVersion: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'bom_training_examples', versionKey: false },
);
// The latest correction of a part by a user is the example: correcting twice does not count twice.
trainingExampleSchema.index({ uid: 1, partKey: 1 }, { unique: true });

export const BomTrainingExampleModel = mongoose.model('BomTrainingExample', trainingExampleSchema);
