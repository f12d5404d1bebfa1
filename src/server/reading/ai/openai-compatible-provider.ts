import type { AiExtractionProvider } from './ai-extraction-provider';

export type OpenAiCompatibleOptions = { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };

/** Any service speaking the OpenAI chat-completions protocol with JSON-schema output. */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): AiExtractionProvider {
  return {
    async extractFields({ documentType, allowedKeys, text }) {
      const schema = {
        type: 'object',
        properties: Object.fromEntries(
          allowedKeys.map((key) => [key, { type: ['string', 'number', 'null'] }]),
        ),
        additionalProperties: false,
      };
      const response = await fetch(`${options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${options.apiKey}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          response_format: { type: 'json_schema', json_schema: { name: 'document_fields', schema } },
          messages: [
            {
              role: 'system',
              content:
                'You read Australian financial documents. Answer only with facts printed in the text, copied as printed. ' +
                'Dates as YYYY-MM-DD, money as numbers in dollars, waiting periods as days. Leave out what is not printed.',
            },
            { role: 'user', content: `Document type: ${documentType}\n\n${text.slice(0, 30_000)}` },
          ],
        }),
      });
      if (!response.ok) throw new Error(`AI provider answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (!content) throw new Error('AI provider sent no answer');
      const parsed: unknown = JSON.parse(content);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    },
  };
}
