/** An error's message, with the network cause that fetch hides behind « fetch failed ». */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error ? (error.cause as {code?: string; message?: string} | undefined) : undefined;
  return cause ? `${message} (${cause.code ?? cause.message})` : message;
}
