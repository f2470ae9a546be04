import { expectFragmentToMatchRouteTable } from '@topup/shared/remotes/testing';
import { routes } from './routes';

expectFragmentToMatchRouteTable('checkout', routes);
