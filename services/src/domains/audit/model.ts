import mongoose, { Schema } from 'mongoose';

/** One admin write (collection "admin_audit"). Append-only: the model refuses updates and deletes. */
const auditSchema = new Schema(
  {
    at: { type: Date, required: true, index: true },
    actor: { uid: { type: String, required: true }, email: { type: String, default: '' } },
    action: { type: String, required: true, index: true },
    target: {
      type: { type: String, required: true },
      id: { type: String, required: true },
      label: { type: String, default: '' },
    },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
    note: { type: String, default: '' },
    ip: { type: String, default: '' },
  },
  { collection: 'admin_audit', versionKey: false, minimize: false },
);
auditSchema.index({ 'target.type': 1, 'target.id': 1, at: -1 });

const refuse = () => {
  throw new Error('The admin audit log is append-only: records are never changed or deleted.');
};
for (const operation of ['updateOne', 'updateMany', 'findOneAndUpdate', 'replaceOne', 'findOneAndReplace', 'deleteOne', 'deleteMany', 'findOneAndDelete'] as const) {
  auditSchema.pre(operation, refuse);
}

export const AuditModel = mongoose.model('AdminAudit', auditSchema);
