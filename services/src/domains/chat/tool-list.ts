import { BUYER_TOOLS } from './buyer-tools.js';
import { ORDER_TOOLS } from './order-tools.js';
import { PART_TOOLS } from './part-tools.js';
import { DATA_TOOLS, type ChatTool } from './tools.js';

/** Every tool a model backend may call: the same ones the embedded backend uses. */
export const TOOL_LIST: ChatTool[] = [...DATA_TOOLS, ...Object.values(BUYER_TOOLS), ...Object.values(ORDER_TOOLS), ...Object.values(PART_TOOLS)];
