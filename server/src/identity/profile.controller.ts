import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../shared/http/principal.js';
import { ok } from '../shared/http/envelope.js';
import { LogOut } from './commands/log-out/log-out.command.js';
import { SetLanguage } from './commands/set-language/set-language.command.js';
import { SetLanguageRequest } from './commands/set-language/set-language.request.dto.js';
import { UpdateProfile } from './commands/update-profile/update-profile.command.js';
import { UpdateProfileRequest } from './commands/update-profile/update-profile.request.dto.js';
import { GetProfile } from './queries/get-profile/get-profile.query.js';
import { Auth, CurrentPrincipal } from './sessions/auth.decorators.js';

/** The signed-in player's own account: only ever their own data (the id comes from the session). */
@ApiTags('player profile')
@Controller('user')
@Auth('user')
export class ProfileController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('profile')
  @ApiOperation({ summary: "Profile with current_balance and referral_balance in rupees, the referral code and the player's language ('en' or 'hi')" })
  async profile(@CurrentPrincipal() principal: Principal) {
    return ok('Profile fetched successfully', await this.queryBus.execute(new GetProfile(principal.id)));
  }

  @Put('update-profile')
  @ApiOperation({ summary: 'Create or update the profile (every field required; 18 or older)' })
  async updateProfile(@Body() body: UpdateProfileRequest, @CurrentPrincipal() principal: Principal) {
    await this.commandBus.execute(new UpdateProfile(principal.id, body));
    const profile = await this.queryBus.execute(new GetProfile(principal.id));
    return ok('Profile updated successfully!', profile);
  }

  @Put('language')
  @ApiOperation({
    summary:
      "Store the player's language, 'en' or 'hi' (the client's switch). Pushes are worded in it; every answer follows the request's Accept-Language",
  })
  @ApiOkResponse({ description: "{ err: 'N', msg, data: { language } }" })
  @ApiBadRequestResponse({ description: "Anything but { language: 'en' | 'hi' }: nothing is changed" })
  async setLanguage(@Body() body: SetLanguageRequest, @CurrentPrincipal() principal: Principal) {
    const language = await this.commandBus.execute(new SetLanguage(principal.id, body.language));
    return ok('Language saved', { language });
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'End this session; its token is refused from now on' })
  async logout(@CurrentPrincipal() principal: Principal) {
    await this.commandBus.execute(new LogOut(principal));
    return ok('Logged out');
  }
}
