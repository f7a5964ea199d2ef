<?php
/**
 * The user routes of the community API: follow, unfollow, block and unblock.
 *
 * @package Inkwell\Community
 */

declare( strict_types=1 );

namespace Inkwell\Community\Rest;

use Inkwell\Community\Rules\Blocking;
use Inkwell\Community\Rules\Rate_Limits;
use Inkwell\Community\Storage\Relations;
use WP_REST_Request;
use WP_User;

/**
 * POST /fup/user/follow, /fup/user/unfollow, /fup/user/block and /fup/user/unblock.
 *
 * Blocking removes the follows in both directions; while it stands, neither follows the other (Blocking).
 *
 * @since 0.1.0
 */
final class User_Controller extends Route_Controller {

	public const ROUTES = array(
		'/user/follow'   => array( 'follow', true ),
		'/user/unfollow' => array( 'follow', false ),
		'/user/block'    => array( 'block', true ),
		'/user/unblock'  => array( 'block', false ),
	);

	/**
	 * Creates the controller.
	 *
	 * @param Relations   $relations The relations store.
	 * @param Rate_Limits $limits    The per-person limits.
	 * @param Blocking    $blocking  The blocking rule.
	 */
	public function __construct( private readonly Relations $relations, Rate_Limits $limits, private readonly Blocking $blocking ) {
		parent::__construct( $limits );
	}

	/**
	 * Argument schema of every route: the user id.
	 *
	 * @param string $path Route path.
	 * @return array<string,array<string,mixed>>
	 */
	protected function route_args( string $path ): array {
		return $this->id_arg( __( 'The user id.', 'inkwell-community' ) );
	}

	/**
	 * Follows or unfollows a user; the message is user-follow or user-unfollow.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param bool            $follow  True to follow, false to unfollow.
	 * @return array{message: string, id: int, active: bool, followers: int}
	 * @throws Request_Exception When a block stands between them.
	 */
	protected function follow( WP_REST_Request $request, bool $follow ): array {
		$user = $this->other_user( (int) $request['id'], __( 'You cannot follow yourself.', 'inkwell-community' ) );
		$me   = get_current_user_id();
		if ( $follow && $this->blocking->between( $me, $user->ID ) ) {
			throw Request_Exception::forbidden(
				'inkwell_blocked',
				$this->relations->has( $me, Relations::BLOCK, Relations::USER, $user->ID )
					? __( 'You have blocked this person. Unblock them to follow them.', 'inkwell-community' )
					: __( 'You cannot follow this person.', 'inkwell-community' )
			);
		}
		$this->toggle( $this->relations, $follow, Relations::FOLLOW, Relations::USER, $user->ID );
		if ( ! $follow ) {
			// A mute of their mails belongs to this follow: following again starts with mails on.
			$this->relations->remove( $me, Relations::MUTE, Relations::USER, $user->ID );
		}
		return array(
			'message'   => $follow ? Messages::USER_FOLLOW : Messages::USER_UNFOLLOW,
			'id'        => $user->ID,
			'active'    => $follow,
			'followers' => $this->relations->count( Relations::FOLLOW, Relations::USER, $user->ID ),
		);
	}

	/**
	 * Blocks or unblocks a user; the message is user-block or user-unblock.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param bool            $block   True to block, false to unblock.
	 * @return array{message: string, id: int, active: bool}
	 */
	protected function block( WP_REST_Request $request, bool $block ): array {
		$user = $this->other_user( (int) $request['id'], __( 'You cannot block yourself.', 'inkwell-community' ) );
		$me   = get_current_user_id();
		$this->toggle( $this->relations, $block, Relations::BLOCK, Relations::USER, $user->ID );
		if ( $block ) {
			$this->relations->remove( $me, Relations::FOLLOW, Relations::USER, $user->ID );
			$this->relations->remove( $user->ID, Relations::FOLLOW, Relations::USER, $me );
		}
		return array(
			'message' => $block ? Messages::USER_BLOCK : Messages::USER_UNBLOCK,
			'id'      => $user->ID,
			'active'  => $block,
		);
	}

	/**
	 * The existing user with this id, who is not the current user.
	 *
	 * @param int    $id   User id.
	 * @param string $self Message when it is the current user.
	 * @throws Request_Exception When there is no such user, or it is the current user.
	 */
	private function other_user( int $id, string $self ): WP_User {
		$user = $this->existing_user( $id );
		if ( get_current_user_id() === $user->ID ) {
			throw Request_Exception::invalid( $self );
		}
		return $user;
	}
}
