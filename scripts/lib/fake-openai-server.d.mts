export function defaultAnswer(userPrompt: string): string;
export function startFakeOpenAI(options?: {
  port?: number;
  answer?: (userPrompt: string, body: Record<string, unknown>) => string;
}): Promise<{ url: string; requests: Array<Record<string, unknown>>; close: () => Promise<void> }>;
