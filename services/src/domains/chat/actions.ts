import { AppError } from '../../lib/app-error.js';
import type { Principal } from '../../lib/auth.js';
import { correctLine } from '../bom/service.js';
import { createRfq } from '../rfqs/service.js';
import { ownedConversation } from './conversations.js';
import { MessageModel, type ActionRecord, type MessageDoc } from './model.js';

/**
 * Actions the assistant proposed run only here, on the user's click, as that user: a draft RFQ through the RFQ
 * service (its own rules and the buyer role apply), a line correction through the BOM service. An action runs once.
 */

const DUE_DAYS = 14;

function dueDate(now: Date): string {
  return new Date(now.getTime() + DUE_DAYS * 86_400_000).toISOString().slice(0, 10);
}

async function execute(principal: Principal, action: ActionRecord, options: { environment: 'development' | 'production'; onEventError: (e: unknown) => void }): Promise<Record<string, unknown>> {
  if (action.kind === 'draft-rfq') {
    const p = action.payload as { uploadId: string; lineIds: string[]; supplierIds: string[]; title: string };
    if (!principal.admin && !principal.roles.includes('buyer')) throw AppError.forbidden('Only buyers can create RFQs.');
    const rfq = await createRfq(
      principal,
      { title: p.title, status: 'draft', dueDate: dueDate(new Date()), lines: p.lineIds.map((lineId) => ({ source: { uploadId: p.uploadId, lineId } })), supplierIds: p.supplierIds },
      options.environment,
      options.onEventError,
    );
    return { rfqId: rfq.id, link: `/rfq/${rfq.id}` };
  }
  if (action.kind === 'correct-line') {
    const p = action.payload as { uploadId: string; lineId: string; kind: 'custom' | 'standard' | 'unknown'; process: string | null };
    const line = await correctLine(principal, p.uploadId, p.lineId, { kind: p.kind, ...(p.process ? { process: p.process } : {}) });
    return { lineId: line.id, link: `/bom/results/${p.uploadId}#line-${line.lineNo}` };
  }
  return { link: String(action.payload.link) };
}

export async function confirmAction(principal: Principal, conversationId: string, actionId: string, options: { environment: 'development' | 'production'; onEventError: (e: unknown) => void }) {
  const conversation = await ownedConversation(principal, conversationId);
  const message = await MessageModel.findOne({ conversationId: conversation._id, 'actions.id': actionId }).lean<MessageDoc>();
  const action = message?.actions.find((a) => a.id === actionId);
  if (!message || !action) throw AppError.notFound(`No proposed action with id "${actionId}" in this conversation.`);
  if (action.status === 'done') throw AppError.conflict('This action was already carried out.', { result: action.result });
  const result = await execute(principal, action, options);
  // recorded as done, so the button turns into a link and a second click answers 409
  await MessageModel.updateOne({ _id: message._id, 'actions.id': actionId }, { $set: { 'actions.$.status': 'done', 'actions.$.result': result } });
  return { action: { ...action, status: 'done' as const, result } };
}
