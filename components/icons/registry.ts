import type { IconType } from 'react-icons';
import {
  FaArrowDown,
  FaArrowLeft,
  FaArrowRight,
  FaAward,
  FaBars,
  FaBookOpen,
  FaBriefcase,
  FaBuilding,
  FaBullseye,
  FaCheck,
  FaChevronDown,
  FaChevronLeft,
  FaChevronRight,
  FaCircleExclamation,
  FaCirclePlay,
  FaClock,
  FaComments,
  FaDownload,
  FaEnvelope,
  FaEye,
  FaFacebookF,
  FaFileLines,
  FaFilePdf,
  FaFilePen,
  FaGraduationCap,
  FaHandshake,
  FaLanguage,
  FaLocationDot,
  FaMagnifyingGlass,
  FaMapLocationDot,
  FaMobileScreen,
  FaPassport,
  FaPhone,
  FaPlaneDeparture,
  FaQuoteLeft,
  FaRegFolderOpen,
  FaRoute,
  FaScaleBalanced,
  FaScrewdriverWrench,
  FaTiktok,
  FaUserGear,
  FaUsers,
  FaWhatsapp,
  FaXmark,
  FaYoutube,
} from 'react-icons/fa6';
import { IN_PAGE_ICONS } from './in-page';

/**
 * Every icon the site draws, by the name pages use (`<Icon name="phone" />`). The icons come from
 * react-icons (Font Awesome 6) but reach the browser once, as the symbols of /icons.svg
 * (app/icons.svg/route.ts): an inline react-icons SVG repeats its path in the HTML and again in
 * the flight data of every page (61 of them were 40 KB of the home page's HTML).
 * Only the server imports this file; components import the `IconName` type alone.
 */
export const ICONS = {
  'arrow-down': FaArrowDown,
  'arrow-left': FaArrowLeft,
  'arrow-right': FaArrowRight,
  award: FaAward,
  bars: FaBars,
  'book-open': FaBookOpen,
  briefcase: FaBriefcase,
  building: FaBuilding,
  bullseye: FaBullseye,
  check: FaCheck,
  'chevron-down': FaChevronDown,
  'chevron-left': FaChevronLeft,
  'chevron-right': FaChevronRight,
  'circle-exclamation': FaCircleExclamation,
  'circle-play': FaCirclePlay,
  clock: FaClock,
  comments: FaComments,
  download: FaDownload,
  envelope: FaEnvelope,
  eye: FaEye,
  facebook: FaFacebookF,
  'file-lines': FaFileLines,
  'file-pdf': FaFilePdf,
  'file-pen': FaFilePen,
  'graduation-cap': FaGraduationCap,
  handshake: FaHandshake,
  language: FaLanguage,
  'location-dot': FaLocationDot,
  'magnifying-glass': FaMagnifyingGlass,
  'map-location-dot': FaMapLocationDot,
  'mobile-screen': FaMobileScreen,
  passport: FaPassport,
  phone: FaPhone,
  'plane-departure': FaPlaneDeparture,
  'quote-left': FaQuoteLeft,
  'folder-open': FaRegFolderOpen,
  route: FaRoute,
  'scale-balanced': FaScaleBalanced,
  'screwdriver-wrench': FaScrewdriverWrench,
  tiktok: FaTiktok,
  'user-gear': FaUserGear,
  users: FaUsers,
  whatsapp: FaWhatsapp,
  xmark: FaXmark,
  youtube: FaYoutube,
} satisfies Record<string, IconType>;

export type IconName = keyof typeof ICONS;

/** Whether `name` (e.g. an editor's pick in the admin) is an icon of the registry. */
export const isIconName = (name: string): name is IconName => Object.hasOwn(ICONS, name);

// Every in-page icon is one of the registry's.
IN_PAGE_ICONS satisfies readonly IconName[];
