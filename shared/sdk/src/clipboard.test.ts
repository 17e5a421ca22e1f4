import { copyToClipboard } from './clipboard';

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => setClipboard(undefined));

describe('copyToClipboard', () => {
  it('answers status true and the success text after copying', async () => {
    const copied: string[] = [];
    setClipboard(async (text) => {
      copied.push(text);
    });
    await expect(copyToClipboard('KLUBB001-002')).resolves.toEqual({
      status: true,
      message: 'Successfully copied to clipboard: KLUBB001-002',
    });
    expect(copied).toEqual(['KLUBB001-002']);
  });

  it('answers status false with the error message when the browser refuses', async () => {
    setClipboard(() => Promise.reject(new Error('Write permission denied.')));
    await expect(copyToClipboard('X')).resolves.toEqual({
      status: false,
      message: 'Write permission denied.',
    });
  });

  it('falls back to a selection copy without the async clipboard', async () => {
    setClipboard(undefined);
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    await expect(copyToClipboard('Y')).resolves.toEqual({
      status: true,
      message: 'Successfully copied to clipboard: Y',
    });
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
