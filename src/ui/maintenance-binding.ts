/** Binds the maintenance model's read to the content API (module level only sets a handler: safe anywhere). */
import { readMaintenance } from '../api/maintenance';
import { fetchMaintenanceFx } from '../state/maintenance-model';

fetchMaintenanceFx.use(readMaintenance);
