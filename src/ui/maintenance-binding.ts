/** Binds the maintenance model's read to the content API (module level only sets a handler: safe anywhere). */
import { contentApi } from '../api/content';
import { fetchMaintenanceFx } from '../state/maintenance-model';

fetchMaintenanceFx.use(contentApi.maintenance);
