import type { DeliveryOption, ItemStatus } from '@app/shared';

/** One item of the demo catalogue, as the demo donors list it. */
export interface DemoItem {
  /** Email of the demo donor listing it; the item sits at that donor's pickup location. */
  donor: string;
  title: string;
  description: string;
  category: string;
  /** Unit fair market value in dollars. */
  value: number;
  quantity: number;
  shipping: DeliveryOption[];
  /** Listed this many days ago. */
  daysAgo: number;
  status?: ItemStatus;
}
