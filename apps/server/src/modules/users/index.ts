export {
  createAccount,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertAccount,
  markMobileVerified,
  setPasswordHash,
  type UserRecord,
  whichTaken,
} from "./users.repo";
