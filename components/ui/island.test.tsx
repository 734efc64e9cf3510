import { act, fireEvent } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Island } from './island';

type Props = { label: string };

/** A client component with state: a click counts, a form sent is counted too. */
function Counter({ label }: Props) {
  const [clicks, setClicks] = useState(0);
  const [sent, setSent] = useState(0);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent((n) => n + 1);
  };
  return (
    <form onSubmit={onSubmit}>
      <input name="name" aria-label="name" />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        {`${label} ${clicks}`}
      </button>
      <output>{`sent ${sent}`}</output>
    </form>
  );
}

const props = { label: 'Add' };

/** The page as the server sent it, hydrated with the browser's island; `load` resolves on `arrive`. */
async function page() {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Island Server={Counter} load={async () => Counter} props={props} />);
  let arrive: (component: typeof Counter) => void = () => {};
  const load = jest.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
  await act(async () => {
    hydrateRoot(container, <Island Server={null} load={load} props={props} />);
  });
  const button = container.querySelector('button')!;
  const arrived = async () => act(async () => arrive(Counter));
  return { container, load, button, arrived };
}

afterEach(() => document.body.replaceChildren());

test('keeps the server’s HTML and fetches nothing until the island is reached', async () => {
  const { load, button, container } = await page();
  expect(container.querySelector('button')).toBe(button);
  expect(button.textContent).toBe('Add 0');
  fireEvent.pointerOver(container.querySelector('input')!);
  expect(load).toHaveBeenCalledTimes(1);
});

test('hydrates onto the same elements, keeping what was typed, and redoes a click made meanwhile', async () => {
  const { load, button, container, arrived } = await page();
  const input = container.querySelector('input')!;
  input.value = 'Nimal';
  fireEvent.click(button);
  expect(load).toHaveBeenCalledTimes(1);
  await arrived();
  expect(container.querySelector('button')).toBe(button);
  expect(container.querySelector('input')).toBe(input);
  expect(input.value).toBe('Nimal');
  expect(button.textContent).toBe('Add 1');
});

test('a form sent before the island’s script ran is sent again by it', async () => {
  const { load, container, arrived } = await page();
  const form = container.querySelector('form')!;
  const posted = fireEvent.submit(form);
  // Held: the browser does not post it.
  expect(posted).toBe(false);
  expect(load).toHaveBeenCalledTimes(1);
  await arrived();
  expect(container.querySelector('output')!.textContent).toBe('sent 1');
});

test('with no HTML from the server (a page drawn in the browser) it is fetched and drawn at once', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  await act(async () => {
    createRoot(container).render(<Island Server={null} load={async () => Counter} props={props} />);
  });
  await act(async () => {});
  expect(container.querySelector('button')!.textContent).toBe('Add 0');
});

test('waits for a press under way to end, and its click, before it hydrates', async () => {
  const { button, arrived } = await page();
  fireEvent.pointerDown(button);
  await arrived();
  // Still the server's button: the press has not ended.
  fireEvent.click(button);
  expect(button.textContent).toBe('Add 0');
  await act(async () => {
    fireEvent.pointerUp(window);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(button.textContent).toBe('Add 1');
});

test('tells the hydrated component of the focus it had before', async () => {
  const { container, arrived } = await page();
  const input = container.querySelector('input')!;
  const focused = jest.fn();
  input.focus();
  container.addEventListener('focusin', focused);
  await arrived();
  expect(focused).toHaveBeenCalled();
});
