// Entry of dist/embed-datepicker.js: react-day-picker and the picker around it, loaded the
// first time a date field mounts on a device with a fine pointer. It uses the runtime's React.
import { DatePicker } from '../ui/date-picker/DatePicker';
import { registerChunk } from './chunk-registry';

registerChunk('datepicker', { DatePicker });
