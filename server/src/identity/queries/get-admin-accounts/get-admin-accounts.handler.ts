import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { AdminEntity } from '../../entities/admin.entity.js';
import { FindAdminByUsername, GetAdminAccounts, type AdminAccount } from './get-admin-accounts.query.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const summary = (a: AdminEntity): AdminAccount => ({ id: a.id, username: a.username, role: a.role });

@QueryHandler(GetAdminAccounts)
export class GetAdminAccountsHandler implements IQueryHandler<GetAdminAccounts> {
  constructor(@InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>) {}

  async execute({ adminIds }: GetAdminAccounts): Promise<Map<string, AdminAccount>> {
    // The id column is a uuid: anything else names no admin (and would be a database error).
    const ids = [...new Set(adminIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return new Map();
    const found = await this.admins.find({ where: { id: In(ids) }, select: { id: true, username: true, role: true } });
    return new Map(found.map((a) => [a.id, summary(a)]));
  }
}

@QueryHandler(FindAdminByUsername)
export class FindAdminByUsernameHandler implements IQueryHandler<FindAdminByUsername> {
  constructor(@InjectRepository(AdminEntity) private readonly admins: Repository<AdminEntity>) {}

  async execute({ username }: FindAdminByUsername): Promise<AdminAccount | null> {
    // admins_username_key is on lower(username).
    const found = await this.admins
      .createQueryBuilder('a')
      .select(['a.id', 'a.username', 'a.role'])
      .where('lower(a.username) = lower(:username)', { username })
      .getOne();
    return found ? summary(found) : null;
  }
}
