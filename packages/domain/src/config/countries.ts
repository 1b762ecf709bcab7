/**
 * ISO 3166-1 countries: alpha-2 code (lower case) to the ISO numeric code, which Parlay uses as
 * `geoCountryId` (spec 000 §3 gives the field but not the numbering; parlay decision).
 * Packed as "<alpha2><numeric, 3 digits>" tokens so the whole standard fits on a few lines;
 * generated from the Debian iso-codes data (iso_3166-1.json).
 */
const PACKED = [
  "ad020 ae784 af004 ag028 ai660 al008 am051 ao024 aq010 ar032 as016 at040 au036 aw533 ax248 az031",
  "ba070 bb052 bd050 be056 bf854 bg100 bh048 bi108 bj204 bl652 bm060 bn096 bo068 bq535 br076 bs044",
  "bt064 bv074 bw072 by112 bz084 ca124 cc166 cd180 cf140 cg178 ch756 ci384 ck184 cl152 cm120 cn156",
  "co170 cr188 cu192 cv132 cw531 cx162 cy196 cz203 de276 dj262 dk208 dm212 do214 dz012 ec218 ee233",
  "eg818 eh732 er232 es724 et231 fi246 fj242 fk238 fm583 fo234 fr250 ga266 gb826 gd308 ge268 gf254",
  "gg831 gh288 gi292 gl304 gm270 gn324 gp312 gq226 gr300 gs239 gt320 gu316 gw624 gy328 hk344 hm334",
  "hn340 hr191 ht332 hu348 id360 ie372 il376 im833 in356 io086 iq368 ir364 is352 it380 je832 jm388",
  "jo400 jp392 ke404 kg417 kh116 ki296 km174 kn659 kp408 kr410 kw414 ky136 kz398 la418 lb422 lc662",
  "li438 lk144 lr430 ls426 lt440 lu442 lv428 ly434 ma504 mc492 md498 me499 mf663 mg450 mh584 mk807",
  "ml466 mm104 mn496 mo446 mp580 mq474 mr478 ms500 mt470 mu480 mv462 mw454 mx484 my458 mz508 na516",
  "nc540 ne562 nf574 ng566 ni558 nl528 no578 np524 nr520 nu570 nz554 om512 pa591 pe604 pf258 pg598",
  "ph608 pk586 pl616 pm666 pn612 pr630 ps275 pt620 pw585 py600 qa634 re638 ro642 rs688 ru643 rw646",
  "sa682 sb090 sc690 sd729 se752 sg702 sh654 si705 sj744 sk703 sl694 sm674 sn686 so706 sr740 ss728",
  "st678 sv222 sx534 sy760 sz748 tc796 td148 tf260 tg768 th764 tj762 tk772 tl626 tm795 tn788 to776",
  "tr792 tt780 tv798 tw158 tz834 ua804 ug800 um581 us840 uy858 uz860 va336 vc670 ve862 vg092 vi850",
  "vn704 vu548 wf876 ws882 ye887 yt175 za710 zm894 zw716",
].join(" ");

const COUNTRY_IDS: ReadonlyMap<string, number> = new Map(
  PACKED.split(" ").map((token) => [token.slice(0, 2), Number(token.slice(2))] as const),
);

/** The country used when a request names none (spec 000 §7: the country header defaults to ru). */
export const DEFAULT_COUNTRY = "ru";

/** Reported as geoCountryId when the visitor's country is well-formed but not an ISO country. */
export const UNKNOWN_COUNTRY_ID = 0;

/** Every known alpha-2 code, lower case. */
export function countryCodes(): string[] {
  return [...COUNTRY_IDS.keys()];
}

/** The numeric id of an alpha-2 code (any case), or undefined when it is not an ISO country. */
export function countryId(code: string): number | undefined {
  return COUNTRY_IDS.get(code.toLowerCase());
}
