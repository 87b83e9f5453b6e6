// The contract's values for RFQs, quotes, BOMs and the assistant.
// A part of its own (`@forge/shell-sdk/buying-contract`, a shared singleton): public pages never build it.
export {
  AwardResultSchema, BomLineSchema, CHAT_MAX_MESSAGE, ChatActionResultSchema, ChatConversationDetailSchema,
  ChatConversationEnvelopeSchema, ChatConversationListSchema, ComparisonEnvelopeSchema, DECLINE_REASONS,
  DetectedColumnSchema, DraftChangesSchema, ITAR_FILE_BANNER, InboxCountsEnvelopeSchema, InboxSchema,
  InvitationsSchema, ORDER_FILE_EXTENSIONS, ORDER_FILE_MAX_BYTES, ORDER_NEXT, ORDER_STATUSES, ORDER_STATUS_LABELS,
  ORDER_STEP_OWNER, ORDER_TRACKING_MAX, OrderEnvelopeSchema, OrderListSchema, QuoteAttachmentEnvelopeSchema, QuoteEnvelopeSchema, QuoteListSchema, RFQ_FILE_EXTENSIONS,
  RFQ_FILE_MAX_BYTES, RFQ_MAX_LINES, RfqEnvelopeSchema, RfqFileDownloadsSchema, RfqFileEnvelopeSchema,
  RfqFileLinkSchema, RfqFileListSchema, RfqListSchema, RfqMessageEnvelopeSchema, RfqMessagesSchema,
  RfqInviteMessageEnvelopeSchema, RfqInviteQuoteResultSchema, RfqInviteViewSchema,
  RfqPackagePreviewSchema, RfqPackagesCreatedSchema, SkippedRowSchema, SupplierMatchSchema, UPLOAD_STATES,
  UploadSummarySchema,
} from '@forge/contract';
// The part master (issue 37, mf-bom).
export {
  PART_KINDS, PART_MAX_DEPTH, PART_REVISION_STATES, PartCostSchema, PartDetailSchema, PartDiffSchema, PartFromBomResultSchema, PartListSchema,
  PartImportResultSchema, PartItemEnvelopeSchema, PartItemListSchema, PartSourceLookupSchema, PartStructureSchema,
  PartWhereUsedSchema,
} from '@forge/contract';
