import { PICTURE_MAX_BYTES } from '@fengshou/core/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { PictureUpload, pictureProblem } from './picture-upload';

describe('pictureProblem', () => {
  it('takes a JPEG or PNG within the server’s limit and refuses anything else, saying why', () => {
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/jpeg', size: PICTURE_MAX_BYTES })).toBeNull();
    expect(pictureProblem({ type: 'image/gif', size: 1000 })).toBe('只能上传 JPG 或 PNG 图片');
    expect(pictureProblem({ type: 'image/png', size: PICTURE_MAX_BYTES + 1 })).toBe('图片不能超过 5 MB');
  });
});

describe('PictureUpload', () => {
  const upload = (file: File) =>
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

  it('sends the chosen picture as Base64 with its name, then tells the page to reload', async () => {
    const send = vi.fn(() => Promise.resolve({ imgId: 1 }));
    const done = vi.fn();
    render(
      <App>
        <PictureUpload send={send} onDone={done} />
      </App>,
    );
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
    upload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'trap.png', { type: 'image/png' }));
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(send).toHaveBeenCalledWith({ fileName: 'trap.png', contentBase64: 'iVBORw==' });
  });

  it('sends nothing for a file that is no JPEG or PNG', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    render(
      <App>
        <PictureUpload send={send} />
      </App>,
    );
    upload(new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传 JPG 或 PNG 图片')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });
});
