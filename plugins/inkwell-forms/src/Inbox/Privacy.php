<?php
/**
 * The submissions in WordPress's privacy tools: export and erase personal data.
 *
 * @package Inkwell\Forms
 */

declare( strict_types=1 );

namespace Inkwell\Forms\Inbox;

/**
 * Finds a person's submissions by the e-mail address they entered in a form.
 *
 * @since 0.1.0
 */
final class Privacy {

	private const PER_PAGE = 50;

	/**
	 * Registers the hooks.
	 */
	public function add_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'register_eraser' ) );
	}

	/**
	 * Adds the exporter.
	 *
	 * @param array<string,array<string,mixed>> $exporters Exporters.
	 * @return array<string,array<string,mixed>>
	 */
	public function register_exporter( array $exporters ): array {
		$exporters['inkwell-forms'] = array(
			'exporter_friendly_name' => __( 'Contact form submissions', 'inkwell-forms' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser.
	 *
	 * @param array<string,array<string,mixed>> $erasers Erasers.
	 * @return array<string,array<string,mixed>>
	 */
	public function register_eraser( array $erasers ): array {
		$erasers['inkwell-forms'] = array(
			'eraser_friendly_name' => __( 'Contact form submissions', 'inkwell-forms' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of a person's submissions for the export file.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: array<int,array<string,mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$ids  = $this->submissions( $email, $page );
		$data = array();
		foreach ( $ids as $id ) {
			$items = array(
				array(
					'name'  => __( 'Status', 'inkwell-forms' ),
					'value' => (string) get_post_meta( $id, Inbox::STATUS_META, true ),
				),
				array(
					'name'  => __( 'Sent on', 'inkwell-forms' ),
					'value' => (string) get_post_field( 'post_date', $id ),
				),
			);
			foreach ( (array) get_post_meta( $id, Inbox::FIELDS_META, true ) as $name => $value ) {
				$items[] = array(
					'name'  => (string) $name,
					'value' => is_array( $value ) ? implode( ', ', array_map( static fn ( $v ) => is_array( $v ) ? (string) ( $v['name'] ?? '' ) : (string) $v, $value ) ) : (string) $value,
				);
			}
			$data[] = array(
				'group_id'    => 'inkwell-forms',
				'group_label' => __( 'Contact form submissions', 'inkwell-forms' ),
				'item_id'     => 'inkwell-submission-' . $id,
				'data'        => $items,
			);
		}
		return array(
			'data' => $data,
			'done' => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * Deletes a person's submissions, a page at a time.
	 *
	 * @since 0.1.0
	 *
	 * @param string $email E-mail address.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email ): array {
		$ids     = $this->submissions( $email, 1 );
		$removed = false;
		foreach ( $ids as $id ) {
			$removed = (bool) wp_delete_post( $id, true ) || $removed;
		}
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => count( $ids ) < self::PER_PAGE,
		);
	}

	/**
	 * Ids of the submissions made with an e-mail address.
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page, from 1.
	 * @return int[]
	 */
	private function submissions( string $email, int $page ): array {
		if ( '' === trim( $email ) ) {
			return array();
		}
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => Inbox::POST_TYPE,
					'post_status'    => 'any',
					'fields'         => 'ids',
					'posts_per_page' => self::PER_PAGE,
					'paged'          => max( 1, $page ),
					'orderby'        => 'ID',
					'order'          => 'ASC',
					'meta_key'       => Inbox::EMAIL_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_key -- privacy requests are rare admin actions.
					'meta_value'     => strtolower( trim( $email ) ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_query_meta_value -- as above.
				)
			)
		);
	}
}
