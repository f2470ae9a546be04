import { render } from '@testing-library/react';
import { PAY_WAYS } from '@topup/shared/contract';
import { PayWayLogo } from './PayWayLogo';

it.each(PAY_WAYS)('draws a decorative mark for %s', (payWay) => {
  const { container } = render(<PayWayLogo payWay={payWay} />);
  const svg = container.querySelector('svg');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('data-pay-way-logo', payWay);
});

it('draws nothing for a code it does not know', () => {
  expect(render(<PayWayLogo payWay="UNKNOWN" />).container).toBeEmptyDOMElement();
});
