import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { useRealZod } from './useRealZod';

// The browser's case, where zod is a chunk of its own: missing until the load settles.
const zod = { missing: true, load: Promise.resolve() };
jest.mock('@topup/shared/validation', () => ({
  zodMissing: () => zod.missing,
  loadZod: () => zod.load,
}));

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Form() {
  useRealZod();
  return <p>form</p>;
}

function renderForm() {
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Form />
      </Suspense>
    </Boundary>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('shows the fallback while zod loads, then the form', async () => {
  zod.missing = true;
  zod.load = new Promise<void>((resolve) => setTimeout(resolve, 10)).then(() => {
    zod.missing = false;
  });
  renderForm();
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(await screen.findByText('form')).toBeInTheDocument();
});

it("hands a failed load to the page's error boundary instead of suspending again", async () => {
  zod.missing = true;
  zod.load = Promise.reject(new Error('zod chunk'));
  renderForm();
  expect(await screen.findByText('failed: zod chunk')).toBeInTheDocument();
});
