import { DeviceBrand } from '@rbt/contracts';
import { slug } from './capacity-cities';

/** Top 20 brands with installed-base share in percent (spec §9: Samsung 35, iPhone 18, ...); "Other" has no models. */
const BRANDS: [name: string, share: number, models: [string, number][]][] = [
  ['Samsung', 35, [['Galaxy S24 Ultra', 2024], ['Galaxy S24', 2024], ['Galaxy S23', 2023], ['Galaxy A55', 2024], ['Galaxy A35', 2024], ['Galaxy A15', 2023], ['Galaxy A05s', 2023], ['Galaxy A54', 2023], ['Galaxy A14', 2023], ['Galaxy A12', 2020]]],
  ['iPhone', 18, [['iPhone 15 Pro Max', 2023], ['iPhone 15', 2023], ['iPhone 14 Pro', 2022], ['iPhone 14', 2022], ['iPhone 13', 2021], ['iPhone 12', 2020], ['iPhone 11', 2019], ['iPhone XR', 2018], ['iPhone SE', 2022], ['iPhone 16', 2024]]],
  ['Xiaomi', 12, [['Redmi Note 13', 2024], ['Redmi Note 13 Pro', 2024], ['Redmi 13C', 2023], ['Redmi Note 12', 2023], ['Redmi 12', 2023], ['Redmi A3', 2024], ['Poco X6 Pro', 2024], ['Poco F5', 2023], ['Xiaomi 14', 2024], ['Redmi Note 11', 2022]]],
  ['OPPO', 8, [['Reno 11', 2024], ['Reno 10', 2023], ['A98', 2023], ['A78', 2023], ['A58', 2023], ['A38', 2023], ['A18', 2023], ['A17', 2022], ['F21 Pro', 2022], ['A57', 2022]]],
  ['Vivo', 7, [['V30', 2024], ['V29', 2023], ['Y36', 2023], ['Y27', 2023], ['Y17s', 2023], ['Y03', 2024], ['Y22', 2022], ['Y21', 2021], ['V27e', 2023], ['Y100', 2024]]],
  ['Realme', 6, [['Realme 12 Pro+', 2024], ['Realme 12', 2024], ['Realme 11', 2023], ['Realme C67', 2023], ['Realme C55', 2023], ['Realme C53', 2023], ['Realme Note 50', 2024], ['Realme C35', 2022], ['Realme 10', 2022], ['Realme C30', 2022]]],
  ['Infinix', 3, [['Note 40 Pro', 2024], ['Note 30', 2023], ['Hot 40', 2023], ['Hot 40i', 2023], ['Hot 30', 2023], ['Smart 8', 2023], ['Smart 7', 2023], ['Zero 30', 2023], ['Hot 20', 2022], ['Note 12', 2022]]],
  ['Tecno', 2.5, [['Camon 30', 2024], ['Camon 20', 2023], ['Spark 20 Pro', 2023], ['Spark 20', 2023], ['Spark 10', 2023], ['Pova 6 Pro', 2024], ['Pova 5', 2023], ['Pop 8', 2023], ['Spark Go 2024', 2023], ['Camon 19', 2022]]],
  ['Huawei', 1.5, [['Nova 12', 2024], ['Nova 11', 2023], ['Nova Y91', 2023], ['Nova Y71', 2023], ['Y9a', 2020], ['P30 Lite', 2019], ['Y7a', 2020], ['Mate 60', 2023], ['Nova 9', 2021], ['P60', 2023]]],
  ['Nokia', 1, [['G42', 2023], ['C32', 2023], ['C22', 2023], ['G22', 2023], ['C12', 2023], ['105', 2023], ['106', 2023], ['110', 2023], ['G21', 2022], ['C21', 2022]]],
  ['Motorola', 0.8, [['Edge 40', 2023], ['Moto G84', 2023], ['Moto G54', 2023], ['Moto G34', 2024], ['Moto E13', 2023], ['Moto G73', 2023], ['Moto G32', 2022], ['Edge 30', 2022], ['Moto G22', 2022], ['Moto E32', 2022]]],
  ['OnePlus', 0.8, [['OnePlus 12', 2024], ['OnePlus 12R', 2024], ['OnePlus 11', 2023], ['Nord 3', 2023], ['Nord CE 3', 2023], ['Nord CE 3 Lite', 2023], ['OnePlus 10 Pro', 2022], ['Nord 2T', 2022], ['OnePlus 9', 2021], ['Nord CE 2', 2022]]],
  ['Honor', 0.8, [['Honor 90', 2023], ['Honor X9b', 2023], ['Honor X8b', 2023], ['Honor X7b', 2023], ['Honor X6a', 2023], ['Magic 6 Pro', 2024], ['Honor 200', 2024], ['Honor X8a', 2023], ['Honor X7a', 2023], ['Honor 70', 2022]]],
  ['itel', 0.7, [['S24', 2024], ['P55', 2023], ['A70', 2023], ['A60s', 2023], ['S23', 2023], ['P40', 2023], ['A05s', 2023], ['Vision 3', 2022], ['A49', 2022], ['it2175', 2021]]],
  ['QMobile', 0.6, [['Noir X1', 2020], ['Noir A1', 2019], ['i6i', 2019], ['J7 Pro', 2019], ['Power 5', 2020], ['QMobile E4', 2018], ['Hot Pro', 2020], ['S15', 2019], ['View Max', 2019], ['Noir S10', 2018]]],
  ['Google', 0.5, [['Pixel 8 Pro', 2023], ['Pixel 8', 2023], ['Pixel 8a', 2024], ['Pixel 7a', 2023], ['Pixel 7 Pro', 2022], ['Pixel 7', 2022], ['Pixel 6a', 2022], ['Pixel 6', 2021], ['Pixel 5', 2020], ['Pixel 4a', 2020]]],
  ['Sparx', 0.3, [['Neo 7 Ultra', 2023], ['Neo 7', 2023], ['Note 7', 2023], ['Sparx S7', 2022], ['Edge 20', 2022], ['Neo 6', 2022], ['Note 5', 2021], ['Sparx S5', 2021], ['Neo 5', 2021], ['Sparx S4', 2020]]],
  ['Lenovo', 0.3, [['K14 Plus', 2023], ['K14', 2023], ['K13 Note', 2022], ['K12 Note', 2021], ['Legion Y90', 2022], ['K12', 2021], ['Z6 Pro', 2019], ['K10 Note', 2019], ['A7', 2019], ['K9', 2018]]],
  ['ZTE', 0.2, [['Blade V50', 2023], ['Blade A73', 2023], ['Blade A53', 2023], ['Blade V40', 2022], ['Blade A72', 2022], ['Blade A52', 2022], ['Nubia Neo', 2023], ['Blade A33', 2022], ['Axon 40', 2022], ['Blade A31', 2021]]],
  ['Other', 1, []],
];

export const DEVICE_BRANDS: readonly DeviceBrand[] = BRANDS.map(([name, share, models]) => DeviceBrand.parse({
  id: slug(name),
  name,
  marketShare: share,
  models: models.map(([m, year]) => ({ id: `${slug(name)}-${slug(m)}`, name: m, releaseYear: year })),
}));

/** Spec §9: models from 2023 on, or any Apple model, carry "+PKR 0.50"; Apple is also labelled Premium. */
export function modelBadges(brand: Pick<DeviceBrand, 'id'>, model: { releaseYear: number }): { surchargeLabel?: string; premium: boolean } {
  const apple = brand.id === 'iphone';
  return { surchargeLabel: apple || model.releaseYear >= 2023 ? '+PKR 0.50' : undefined, premium: apple };
}
