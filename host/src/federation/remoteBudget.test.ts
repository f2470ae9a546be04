import { INLINE_BUDGET_ID, remoteBudget, watchForStall } from './stallWatch';

beforeAll(() => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINE_BUDGET_ID;
  element.textContent = JSON.stringify({ stallMs: 4000, stepLimitMs: 9000 });
  document.head.appendChild(element);
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('takes the budget the server put in the page', () => {
  expect(remoteBudget()).toEqual({ stallMs: 4000, stepLimitMs: 9000 });
  const onStall = jest.fn();
  watchForStall(onStall);
  jest.advanceTimersByTime(3000);
  expect(onStall).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1500);
  expect(onStall).toHaveBeenCalledTimes(1);
});
