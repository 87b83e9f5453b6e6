import { ReadableStream, TextDecoderStream, TransformStream, WritableStream } from 'node:stream/web';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { installFakeApi, type FakeApi } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';

// jsdom has no web streams; the AI SDK (loaded with the page) needs them, as browsers have them
Object.assign(globalThis, { ReadableStream, TextDecoderStream, TransformStream, WritableStream });

const at = '2026-11-25T10:00:00.000Z';
let api: FakeApi;
let conversations: { id: string; title: string; uploadId: string | null; createdAt: string; updatedAt: string }[];

beforeEach(() => {
  conversations = [
    { id: 'c1', title: 'Anodizing in Michigan', uploadId: null, createdAt: at, updatedAt: at },
    { id: 'c2', title: 'About gripper.csv', uploadId: 'up-1', createdAt: at, updatedAt: at },
  ];
  api = installFakeApi({
    'GET /api/chat/conversations': () => ({ body: { conversations, backend: 'embedded' } }),
    'PATCH /api/chat/conversations/:id': (req) => {
      const c = conversations.find((x) => x.id === req.params.id)!;
      c.title = (req.body as { title: string }).title;
      return { body: { conversation: c } };
    },
    'DELETE /api/chat/conversations/:id': (req) => {
      conversations = conversations.filter((x) => x.id !== req.params.id);
      return { status: 204 };
    },
    'GET /api/chat/conversations/:id': (req) => ({
      body: {
        conversation: conversations.find((x) => x.id === req.params.id),
        messages: [
          { id: 'm1', role: 'user', text: 'who does anodizing in Michigan', backend: null, tools: [], latencyMs: null, cards: [], actions: [], notice: null, stopped: false, createdAt: at },
          {
            id: 'm2', role: 'assistant', text: '2 suppliers match Anodizing, Michigan. The best 1:\n1. [Lakeside Finishing](/company/sup-1) — Flint, MI', backend: 'embedded',
            tools: [{ name: 'search_suppliers', ms: 3, ok: true }], latencyMs: 9,
            cards: [{ id: 'sup-1', name: 'Lakeside Finishing', city: 'Flint', state: 'MI', link: '/company/sup-1', capabilities: ['Anodizing'], certifications: ['ISO 9001'], why: [] }],
            actions: [{ id: 'a1', kind: 'open-discover', label: 'Open in Discover: Anodizing in Michigan', payload: { link: '/discover?q=Anodizing%20in%20Michigan' }, status: 'proposed', result: null }],
            notice: null, stopped: false, createdAt: at,
          },
        ],
      },
    }),
  });
});

afterEach(() => api.restore());

describe('/chat', () => {
  it('lists my conversations, shows a stored answer with its steps, supplier cards and a Discover link', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/chat?c=c1');
    await user.click(await screen.findByText('Conversations (2)'));
    const nav = await screen.findByRole('navigation', { name: 'Conversations (phone)' });
    expect(within(nav).getByRole('button', { name: 'Anodizing in Michigan' })).toHaveAttribute('aria-current', 'page');
    const answer = await screen.findByTestId('assistant-message');
    expect(within(answer).getByRole('list', { name: 'Steps' })).toHaveTextContent('Search suppliers');
    expect(within(answer).getAllByRole('link', { name: 'Lakeside Finishing' })[0]).toHaveAttribute('href', '/company/sup-1');
    expect(within(answer).getByRole('list', { name: 'Suppliers in this answer' })).toHaveTextContent('Flint, MI');
    expect(within(answer).getByRole('link', { name: 'Open in Discover' })).toHaveAttribute('href', '/discover?q=Anodizing%20in%20Michigan');
  });

  it('renames and deletes a conversation (delete asks once more)', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/chat');
    await user.click(await screen.findByText('Conversations (2)'));
    const nav = await screen.findByRole('navigation', { name: 'Conversations (phone)' });
    await user.click(within(nav).getByRole('button', { name: 'Rename Anodizing in Michigan' }));
    const input = within(nav).getByRole('textbox', { name: 'Conversation title' });
    await user.clear(input);
    await user.type(input, 'Michigan finishers');
    await user.click(within(nav).getByRole('button', { name: 'Save' }));
    expect(await within(nav).findByRole('button', { name: 'Michigan finishers' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Delete About gripper.csv' }));
    await user.click(within(nav).getByRole('button', { name: 'Confirm deleting About gripper.csv' }));
    await waitFor(() => expect(within(nav).queryByRole('button', { name: 'About gripper.csv' })).toBeNull());
  });

  it('refuses an empty question before sending it', async () => {
    const user = userEvent.setup();
    renderRoute(routes, '/chat');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Type a question first.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says under the box which engine answers: the built-in one, or the configured model', async () => {
    const view = renderRoute(routes, '/chat?c=c1');
    expect(await screen.findByTestId('chat-engine')).toHaveTextContent('Built-in assistant: no language model is configured');
    view.unmount();
    api.restore();
    api = installFakeApi({ 'GET /api/chat/conversations': () => ({ body: { conversations: [], backend: 'openai-compatible:qwen2.5:7b' } }) });
    renderRoute(routes, '/chat');
    expect(await screen.findByTestId('chat-engine')).toHaveTextContent('Answered by the configured language model qwen2.5:7b');
  });
});
