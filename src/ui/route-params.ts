/** The params of the route on screen (':promo_code' of '/promo/:promo_code'), for the screen's parts. */
import { createContext, useContext } from 'react';

export const RouteParamsContext = createContext<Readonly<Record<string, string>>>({});

export const useRouteParams = (): Readonly<Record<string, string>> => useContext(RouteParamsContext);
