import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@rbt/web-kit';
import { DeliveryReport } from '@rbt/contracts';

const DELIVERY = '/api/admin/capacity/delivery';

/** The delivery view's figures, fetched again every 5 s while the tab is open (plays arrive all the time). */
export function useDeliveryReport() {
  return useQuery({
    queryKey: [DELIVERY],
    queryFn: ({ signal }) => apiFetch(DELIVERY, { signal, schema: DeliveryReport }),
    refetchInterval: 5000,
  });
}
