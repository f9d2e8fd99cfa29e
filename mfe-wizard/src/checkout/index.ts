export { CheckoutPage } from './CheckoutPage/CheckoutPage';
