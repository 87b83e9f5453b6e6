import { routePage } from '@forge/shell-sdk';
import { OrderView } from '../features/orders';

export default routePage<{ id: string }>(({ id }) => <OrderView key={id} id={id} />);
