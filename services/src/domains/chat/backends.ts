import type { Config } from '../../config.js';
import type { ChatBackend } from './backend.js';
import { embeddedBackend } from './embedded.js';
import { localGgufBackend } from './local-llm.js';
import { openAiCompatibleBackend } from './openai-backend.js';

/** The backend the configuration asks for: an OpenAI-compatible server, else a local GGUF file, else embedded. */
export function chooseBackend(config: Config): ChatBackend {
  const { baseUrl, model, apiKey, modelPath, timeoutMs, threads } = config.llm;
  if (baseUrl) return openAiCompatibleBackend({ baseUrl, model, apiKey, timeoutMs });
  if (modelPath) return localGgufBackend({ modelPath, timeoutMs, threads });
  return embeddedBackend;
}
