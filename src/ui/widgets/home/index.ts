/** The home widgets, one chunk: the home needs them all, and one request beats nine on a slow network. */
import './home.css';

export { BannerCarousel } from './BannerCarousel';
export { QuickActions } from './QuickActions';
export { ProductTabs } from './ProductTabs';
export { RoamingPromos } from './RoamingPromos';
export { FiveSteps } from './FiveSteps';
export { Services } from './Services';
export { Faq } from './Faq';
