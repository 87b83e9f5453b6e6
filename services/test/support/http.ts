/** A response's body: the JSON it holds, else its text (an HTML error page, or '' when empty). */
export async function jsonOrText(response: Response): Promise<any> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
