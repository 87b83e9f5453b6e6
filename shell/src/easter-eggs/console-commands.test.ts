import { CONSOLE_COMMANDS, installConsoleCommands } from './console-commands';

describe('console commands (§2)', () => {
  it('defines the six commands as window getters that act when typed, and uninstalls cleanly', () => {
    const actions = { startOverlay: jest.fn(), dance: jest.fn(), matrix: jest.fn() };
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const table = jest.spyOn(console, 'table').mockImplementation(() => undefined);
    const uninstall = installConsoleCommands(actions);
    const w = window as unknown as Record<string, unknown>;
    expect(CONSOLE_COMMANDS).toEqual(['status', 'careers', 'egg', 'dance', 'matrix', 'forge']);

    expect(w.egg).toBe('✔ egg');
    expect(actions.startOverlay).toHaveBeenCalledTimes(1);
    void w.dance;
    void w.matrix;
    expect(actions.dance).toHaveBeenCalledTimes(1);
    expect(actions.matrix).toHaveBeenCalledTimes(1);
    void w.careers;
    expect(log.mock.calls.flat().join(' ')).toContain('/careers');

    const forge = w.forge as Record<string, () => void>;
    expect(table).toHaveBeenCalled();
    forge.egg!();
    expect(actions.startOverlay).toHaveBeenCalledTimes(2);

    // Assigning still works, as it would for the legacy window.status.
    w.status = 'ready';
    expect(w.status).toBe('ready');

    uninstall();
    expect(Object.getOwnPropertyDescriptor(window, 'egg')).toBeUndefined();
    log.mockRestore();
    table.mockRestore();
  });
});
