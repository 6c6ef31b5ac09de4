import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { onSubmitTexts } from './form-submit';

describe('onSubmitTexts', () => {
  it('keeps the browser from submitting and hands over each named field, missing ones empty', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="email" value="a@b.c"><input name="other" value="x">';
    const act = vi.fn();
    const preventDefault = vi.fn();
    onSubmitTexts(
      ['email', 'password'],
      act,
    )({
      preventDefault,
      currentTarget: form,
    } as unknown as FormEvent<HTMLFormElement>);
    expect(preventDefault).toHaveBeenCalled();
    expect(act).toHaveBeenCalledWith({ email: 'a@b.c', password: '' });
  });
});
